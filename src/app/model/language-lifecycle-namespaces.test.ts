// @vitest-environment jsdom
import './language-lifecycle';

import { signedInAuth } from '@test-support/session-scope';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { $auth } from '@/entities/session';

import { appI18n } from '../i18n/app-i18n';
import { routeRequested } from './route-events';

const evidence = { id: 'evidence', path: '/evidence', entry: 'https://modules.example/evidence.js', title: 'Evidence' };

describe("a hosted module's tenant-custom texts", () => {
  it("join the module's namespace (its id), never the shell's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(new Request(input, init).url);
        if (pathname === '/config.json') return Response.json({ modules: [evidence] });
        if (pathname.endsWith('/tenant-custom/en-us/evidence')) {
          return Response.json({ translations: { Cancel: 'Drop this evidence', Heading: 'Evidence of Acme' } });
        }
        return Response.json({});
      }),
    );
    const scope = fork({ values: [[$auth, signedInAuth({ tenantGuid: 't1' })]] });
    await allSettled(routeRequested, { scope, params: '/evidence/items/2' });
    expect(appI18n.getResource('en-us', 'evidence', 'Heading')).toBe('Evidence of Acme');
    expect(appI18n.getResource('en-us', 'evidence', 'Cancel')).toBe('Drop this evidence');
    expect(appI18n.getResource('en-us', 'translation', 'Cancel')).not.toBe('Drop this evidence');
    expect(appI18n.getResource('en-us', 'translation', 'Heading')).toBeUndefined();
  });
});
