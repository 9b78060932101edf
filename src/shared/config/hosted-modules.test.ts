import { describe, expect, it } from 'vitest';

import { manifestEntryOfPath, mergeModuleManifest, moduleOwns, translationModuleOf } from './hosted-modules';
import { moduleTitle, readModuleManifest } from './module-manifest';

const evidence = {
  id: 'evidence',
  path: '/evidence',
  entry: 'https://modules.example.com/evidence/entry.js',
  title: { 'en-us': 'Evidence', ar: 'الأدلة' },
  access: { rules: [{ only: ['ViewEvidence'] }] },
};

describe('the module manifest', () => {
  it('reads the issue’s example entry', () => {
    expect(readModuleManifest([evidence])).toEqual([evidence]);
  });

  it.each([
    ['an entry that is not http(s)', { ...evidence, entry: 'javascript:alert(1)' }],
    ['a relative entry', { ...evidence, entry: '/evidence.js' }],
    ['a path outside the app’s form', { ...evidence, path: 'evidence' }],
    ['an integrity that is not a hash', { ...evidence, integrity: 'md5-abc' }],
    ['no title', { ...evidence, title: '' }],
    ['a framed entry built into the shell', { ...evidence, entry: 'builtin:evidence', isolation: 'frame' }],
    ['an isolation it does not know', { ...evidence, isolation: 'worker' }],
    ['an api prefix outside /api/', { ...evidence, isolation: 'frame', api: ['/config/'] }],
    ['an api prefix bent with dots', { ...evidence, isolation: 'frame', api: ['/api/evidence/../access/'] }],
    ['an api prefix without its closing slash', { ...evidence, isolation: 'frame', api: ['/api/evidence'] }],
    ['an allow it may not ask', { ...evidence, isolation: 'frame', allow: ['top-navigation'] }],
  ])('leaves out %s, and keeps the other entries', (_, bad) => {
    const other = { ...evidence, id: 'policy', path: '/policy' };
    expect(readModuleManifest([bad, other])).toEqual([other]);
  });

  it('reads a framed entry with its platform API prefixes and what it allows', () => {
    const framed = {
      ...evidence,
      entry: 'https://portal.vendor.example/index.html',
      isolation: 'frame',
      api: ['/api/evidence/', '/api/content/v1/'],
      allow: ['downloads'],
    };
    expect(readModuleManifest([framed])).toEqual([framed]);
  });

  it('keeps the built-ins first and in their places; an entry naming their id or path again is left out', () => {
    const ids = mergeModuleManifest([
      evidence,
      { ...evidence, id: 'home', path: '/other' },
      { ...evidence, id: 'other', path: '/organization' },
      { ...evidence, id: 'fake', path: '/fake', entry: 'builtin:fake' },
    ]).map((entry) => entry.id);
    expect(ids).toEqual(['home', 'reporting-benchmarking', 'organization', 'evidence']);
  });

  it('owns its path and what is below it, not a path that only begins alike', () => {
    expect(moduleOwns(evidence, '/evidence')).toBe(true);
    expect(moduleOwns(evidence, '/evidence/items/4')).toBe(true);
    expect(moduleOwns(evidence, '/evidences')).toBe(false);
  });

  it('titles an entry in the language, else in en-us; a string title is a translation key', () => {
    const translate = (key: string) => `«${key}»`;
    expect(moduleTitle(evidence.title, 'ar', translate)).toBe('الأدلة');
    expect(moduleTitle(evidence.title, 'de', translate)).toBe('Evidence');
    expect(moduleTitle('HomeModuleTitle', 'de', translate)).toBe('«HomeModuleTitle»');
  });
});

describe("a path's module", () => {
  const manifest = mergeModuleManifest([evidence, { ...evidence, id: 'evidence-items', path: '/evidence/items' }]);

  it('is the deepest module that owns it, built-in or hosted; none for a path no module hosts', () => {
    expect(manifestEntryOfPath(manifest, '/evidence/items/4')?.id).toBe('evidence-items');
    expect(manifestEntryOfPath(manifest, '/evidence')?.id).toBe('evidence');
    expect(manifestEntryOfPath(manifest, '/reporting/benchmarking')?.id).toBe('reporting-benchmarking');
    expect(manifestEntryOfPath(manifest, '/preferences')).toBeNull();
  });

  it("loads a built-in's own translation module, a hosted module's id", () => {
    const translationModuleOfPath = (path: string) => translationModuleOf(manifestEntryOfPath(manifest, path)!);
    expect(translationModuleOfPath('/reporting/benchmarking')).toBe('reporting');
    expect(translationModuleOfPath('/evidence/items')).toBe('evidence-items');
  });
});
