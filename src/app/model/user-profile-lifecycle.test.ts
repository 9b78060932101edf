// @vitest-environment jsdom
import './session-lifecycle';

import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeAccessToken, nowInSeconds } from '@test-support/fake-jwt';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';

import { connectSessionToTransport, signInWithCodeFx } from '@/entities/session';
import { type IdentityEvent, identityEvent } from '@/entities/session/model/identity-events';

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

/** The token endpoint answers the SAML code; the user-info read answers `userInfo`. */
function serve(userInfo: () => Response) {
  const access = fakeAccessToken({ email: 'sso@globex.test', exp: nowInSeconds() + 900 });
  const requests = serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/access/v1/oauth/token') {
      return Response.json({ access_token: access, refresh_token: 'r1', expires_in: 900 });
    }
    return path === '/api/access/v1/users/current/legacy' ? userInfo() : new Response(null, { status: 404 });
  });
  const asked = () => requests.map((request) => `${pathOf(request)} ${request.headers.get('authorization') ?? ''}`);
  return { asked, access };
}

describe('the user profile after a SAML sign-in', () => {
  it("is read from the identity provider's user-info with the new token, and its e-mail remembered", async () => {
    const { asked, access } = serve(() =>
      Response.json({ CurrentTenant: 't1', Email: 'sso@globex.test', FirstName: 'Sam' }),
    );
    const scope = fork();
    connectSessionToTransport(scope);
    await allSettled(signInWithCodeFx, { scope, params: 'one-time-code' });
    expect(asked()).toContain(`/api/access/v1/users/current/legacy Bearer ${access}`);
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
