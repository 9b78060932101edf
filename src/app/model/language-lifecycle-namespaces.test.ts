// @vitest-environment jsdom
import './language-lifecycle';

import { signedInAuth } from '@test-support/session-scope';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { $auth } from '@/entities/session';

import { appI18n } from '../i18n/app-i18n';
import { routeRequested } from './route-events';

// The server is answered before the imports above run: they read config.json and the shell's texts as they load, and
// config.json is read once per page. A read of the real network still under way when the test starts would be the
// page's config.json, with no module in it (the test failed that way on a loaded machine).
const server = vi.hoisted(() => {
  const evidence = {
    id: 'evidence',
    path: '/evidence',
    entry: 'https://modules.example/evidence.js',
    title: 'Evidence',
  };
  const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/config.json') return Response.json({ modules: [evidence] });
    if (pathname.endsWith('/tenant-custom/en-us/evidence')) {
      return Response.json({ translations: { Cancel: 'Drop this evidence', Heading: 'Evidence of Acme' } });
    }
    return Response.json({});
  };
  vi.stubGlobal('fetch', answer);
  return answer;
});

describe("a hosted module's tenant-custom texts", () => {
  it("join the module's namespace (its id), never the shell's", async () => {
    // `unstubGlobals` (vite.config.ts) takes the stub away as each test begins.
    vi.stubGlobal('fetch', server);
    const scope = fork({ values: [[$auth, signedInAuth({ tenantGuid: 't1' })]] });
    await allSettled(routeRequested, { scope, params: '/evidence/items/2' });
    expect(appI18n.getResource('en-us', 'evidence', 'Heading')).toBe('Evidence of Acme');
    expect(appI18n.getResource('en-us', 'evidence', 'Cancel')).toBe('Drop this evidence');
    expect(appI18n.getResource('en-us', 'translation', 'Cancel')).not.toBe('Drop this evidence');
    expect(appI18n.getResource('en-us', 'translation', 'Heading')).toBeUndefined();
  });
});
