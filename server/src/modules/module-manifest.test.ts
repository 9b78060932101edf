import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { moduleManifest } from './module-manifest.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
const db = openDatabase(':memory:');
const dir = mkdtempSync(join(tmpdir(), 'trellis-modules-'));
const file = join(dir, 'modules.json');
let app: Awaited<ReturnType<typeof buildServer>>;

const evidence = {
  id: 'evidence',
  path: '/evidence',
  entry: 'https://modules.example.com/evidence/entry.js',
  title: { 'en-us': 'Evidence', ar: 'الأدلة' },
};

// One server for every test: it reads the file again whenever it changes.
beforeAll(async () => {
  app = await buildServer({ db, openapiDir, testMode: false, modules: moduleManifest(file, () => undefined) });
}, 60_000);
afterAll(() => app.close());
afterEach(() => rmSync(file, { force: true }));

/** The policy of a page, directive → sources. */
async function policyOf(server: Awaited<ReturnType<typeof buildServer>>): Promise<Record<string, string[]>> {
  const header = String(
    (await server.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'],
  );
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the module manifest of /config.json', () => {
  it('announces the entries of the TRELLIS_MODULES file, read again when it changes, and not the shell’s built-ins', async () => {
    const ids = async () =>
      ((await app.inject({ method: 'GET', url: '/config.json' })).json().modules as { id: string }[]).map(
        (entry) => entry.id,
      );
    expect(await ids()).toEqual([]);
    writeFileSync(file, JSON.stringify([evidence, { ...evidence, path: '/evidence-again' }]));
    expect(await ids()).toEqual(['evidence']);
  });

  it('admits a module’s origin for its scripts, styles, images, fonts and calls, and for nothing else', async () => {
    writeFileSync(file, JSON.stringify([evidence]));
    const policy = await policyOf(app);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(policy[name]).toContain('https://modules.example.com');
    for (const name of ['default-src', 'frame-src', 'form-action', 'object-src', 'base-uri', 'frame-ancestors'])
      expect(policy[name]).not.toContain('https://modules.example.com');
  });

  it('admits a framed module’s origin as a frame and for nothing else, whatever it names for its own page', async () => {
    const framed = {
      ...evidence,
      id: 'vendor-portal',
      path: '/vendor-portal',
      entry: 'https://portal.vendor.test/index.html',
      isolation: 'frame',
      api: ['/api/evidence/'],
      connect: ['https://api.vendor.test/'],
      images: ['https://cdn.vendor.test/'],
    };
    writeFileSync(file, JSON.stringify([framed]));
    const policy = await policyOf(app);
    expect(policy['frame-src']).toContain('https://portal.vendor.test');
    const vendorSources = Object.entries(policy).flatMap(([name, sources]) =>
      sources.filter((source) => source.includes('vendor.test')).map((source) => `${name} ${source}`),
    );
    expect(vendorSources).toEqual(['frame-src https://portal.vendor.test']);
  });

  it('leaves out an entry whose requires.host is no semver range, and says so; passes a range on', async () => {
    writeFileSync(
      file,
      JSON.stringify([
        { ...evidence, requires: { host: '^1.2.0' } },
        { ...evidence, id: 'odd', path: '/odd', requires: { host: 'the newest' } },
        { ...evidence, id: 'odder', path: '/odder', requires: 'host 1' },
      ]),
    );
    const said: string[] = [];
    const { entries } = moduleManifest(file, (message) => said.push(message))();
    expect(entries.map((entry) => entry.id)).toEqual(['evidence']);
    expect(entries.at(-1)?.requires).toEqual({ host: '^1.2.0' });
    expect(said).toEqual([expect.stringContaining('"odd"'), expect.stringContaining('"odder"')]);
  });

  it('admits the further origins an entry names for its calls and its images, each for that only', async () => {
    writeFileSync(
      file,
      JSON.stringify([
        { ...evidence, connect: ['https://api.evidence.test/v2/'], images: ['https://cdn.evidence.test/logo.png'] },
      ]),
    );
    const policy = await policyOf(app);
    expect(policy['connect-src']).toContain('https://api.evidence.test');
    expect(policy['img-src']).toContain('https://cdn.evidence.test');
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes('evidence.test')),
    ).toHaveLength(2);
  });

  it('leaves out an entry whose further origins are not http(s) addresses, so that no value reaches the policy', async () => {
    const said: string[] = [];
    writeFileSync(file, JSON.stringify([{ ...evidence, connect: ["https://x.test; script-src 'unsafe-eval'"] }]));
    const manifest = moduleManifest(file, (message) => said.push(message))();
    expect(manifest.entries.map((entry) => entry.id)).not.toContain('evidence');
    expect(said).toHaveLength(1);
  });

  it('admits local builds (localhost) only while the manifest allows overrides, and says so in /config.json', async () => {
    writeFileSync(file, JSON.stringify([evidence]));
    expect(JSON.stringify(await policyOf(app))).not.toContain('localhost');
    writeFileSync(file, JSON.stringify({ entries: [evidence], allowOverrides: true }));
    const policy = await policyOf(app);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(policy[name]).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    const config = (await app.inject({ method: 'GET', url: '/config.json' })).json().modules as {
      entries: { id: string }[];
      allowOverrides: boolean;
    };
    expect([config.allowOverrides, config.entries.at(-1)?.id]).toEqual([true, 'evidence']);
  });

  it('announces no module when the file is not JSON, and says so', async () => {
    writeFileSync(file, '[{ not json');
    const said: string[] = [];
    const { entries } = moduleManifest(file, (message) => said.push(message))();
    expect(entries).toEqual([]);
    expect(said).toHaveLength(1);
  });
});
