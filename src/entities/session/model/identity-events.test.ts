// @vitest-environment jsdom
import { serveFetch } from '@test-support/fake-fetch';
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';

import { type IdentityEvent, identityEvent } from './identity-events';
import { storedAuthChanged } from './other-tabs';
import { $auth, appStarted, refreshSessionFx, signInWithPasswordFx } from './session';

/** An access token of the given sign-in (`sid`), living `lifetimeS` from now. */
const accessToken = (sid: string, lifetimeS = 400, guid = 'u1') =>
  fakeJwt({ guid, tenantGuid: 't', email: 'a@acme.test', orgGroupGuid: 'g', sid, exp: nowInSeconds() + lifetimeS });
const storeAuth = (access_token: string, refresh_token = 'r1') =>
  storeSession({ access_token, refresh_token, tenantGuid: 't', orgGroupGuid: 'g' });
const tokenAnswer = (access: string) => Response.json({ access_token: access, refresh_token: 'r2', expires_in: 400 });
const refusedGrant = () => Response.json({ error: 'invalid_grant' }, { status: 400 });
const signIn = (scope: Scope) =>
  allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'x' } });

/** Signs in on a fake clock with a token of 400 s; the token endpoint keeps answering such tokens. */
async function signInWithA400sToken() {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  serveFetch(() => tokenAnswer(accessToken('s1')));
  const scope = fork();
  await signIn(scope);
  return scope;
}

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

describe('identity events', () => {
  it('report a rejected sign-in as token_error', async () => {
    serveFetch(refusedGrant);
    const scope = fork();
    await signIn(scope);
    expect(scope.getState($seen)).toEqual(['token_error']);
  });

  it('report a failed refresh as token_refresh_error, then logout', async () => {
    storeAuth('a', 'r');
    serveFetch(refusedGrant);
    const scope = fork();
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($seen)).toEqual(['token_refresh_error', 'logout']);
  });

  it("report token_expires once 0.75 of the access token's lifetime has passed (300 s of 400 s)", async () => {
    const scope = await signInWithA400sToken();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(scope.getState($seen)).toEqual(['token_received']);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($seen)).toEqual(['token_received', 'token_expires']);
  });

  it('count token_expires again from a refreshed token, not from the one it replaced', async () => {
    const scope = await signInWithA400sToken();
    await vi.advanceTimersByTimeAsync(200_000);
    await allSettled(refreshSessionFx, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(scope.getState($seen)).toEqual(['token_received', 'token_refreshed']);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(scope.getState($seen)).toEqual(['token_received', 'token_refreshed', 'token_expires']);
  });

  it('hold token_expires for a token that lives longer than a timer can wait (2147483647 ms)', async () => {
    // Only the one-off timers run on the fake clock: the 5 s status check would tick 430 000 times.
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeAuth(accessToken('s1', 10 * 365 * 24 * 3600));
    const scope = fork();
    await allSettled(appStarted, { scope });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($seen)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_147_483_647);
    expect(scope.getState($seen)).toEqual(['token_expires']);
  });

  it('report session_changed when another tab signs in anew, and check the new session with a refresh', async () => {
    storeAuth(accessToken('s1'));
    const requests = serveFetch(() => tokenAnswer(accessToken('s2')));
    const scope = fork();
    await allSettled(appStarted, { scope });
    storeAuth(accessToken('s1'), 'r-refreshed-elsewhere');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($seen)).toEqual([]);
    storeAuth(accessToken('s2'), 'r-new-sign-in');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($seen)).toEqual(['session_changed', 'token_refreshed']);
    expect(requests).toHaveLength(1);
  });

  it('log out when the refresh after a changed session fails', async () => {
    storeAuth(accessToken('s1'));
    serveFetch(refusedGrant);
    const scope = fork();
    await allSettled(appStarted, { scope });
    storeAuth(accessToken('s2', 400, 'u2'), 'r-other-user');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($seen)).toEqual(['session_changed', 'token_refresh_error', 'logout']);
    expect(scope.getState($auth)).toBeNull();
  });

  it('follow a logout in another tab within the 5000 ms status check when no storage event came', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    storeAuth(accessToken('s1', 3600));
    serveFetch(() => new Response(null, { status: 204 }));
    const scope = fork();
    await allSettled(appStarted, { scope });
    localStorage.removeItem('TrellisZenAuth');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(scope.getState($auth)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await allSettled(scope);
    expect(scope.getState($auth)).toBeNull();
    expect(scope.getState($seen)).toEqual(['session_terminated']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
