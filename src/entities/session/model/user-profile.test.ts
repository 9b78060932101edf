// @vitest-environment jsdom
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { allSettled, createStore, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectSessionToTransport } from './connect-transport';
import { type IdentityEvent, identityEvent } from './identity-events';
import { signInWithCodeFx } from './session';

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

/** The token endpoint answers the SAML code; the user-info read answers `userInfo`. */
function serve(userInfo: () => Response) {
  const asked: string[] = [];
  const access = fakeJwt({
    guid: 'u1',
    tenantGuid: 't1',
    orgGroupGuid: 'g1',
    email: 'sso@globex.test',
    exp: nowInSeconds() + 900,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      asked.push(`${path} ${request.headers.get('authorization') ?? ''}`);
      if (path === '/api/access/v1/oauth/token') {
        return Response.json({ access_token: access, refresh_token: 'r1', expires_in: 900 });
      }
      return path === '/api/access/v1/users/current/legacy' ? userInfo() : new Response(null, { status: 404 });
    }),
  );
  return { asked, access };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the user profile after a SAML sign-in', () => {
  it("is read from the identity provider's user-info with the new token, and its e-mail remembered", async () => {
    const { asked, access } = serve(() =>
      Response.json({ CurrentTenant: 't1', Email: 'sso@globex.test', FirstName: 'Sam' }),
    );
    const scope = fork();
    connectSessionToTransport(scope);
    await allSettled(signInWithCodeFx, { scope, params: 'one-time-code' });
    expect(asked).toContain(`/api/access/v1/users/current/legacy Bearer ${access}`);
    expect(localStorage.getItem('TrellisLastLoginEmail')).toBe('"sso@globex.test"');
    expect(scope.getState($seen)).toEqual(['token_received']);
  });

  it('that cannot be read reports user_profile_load_error and leaves the session signed in', async () => {
    serve(() => Response.json({ Email: 42 }));
    const scope = fork();
    connectSessionToTransport(scope);
    await allSettled(signInWithCodeFx, { scope, params: 'one-time-code' });
    expect(scope.getState($seen)).toEqual(['token_received', 'user_profile_load_error']);
    expect(localStorage.getItem('TrellisLastLoginEmail')).toBeNull();
    expect(localStorage.getItem('TrellisZenAuth')).toContain('r1');
  });
});
