// @vitest-environment jsdom
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { allSettled, createStore, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type IdentityEvent, identityEvent } from './identity-events';
import { storedAuthChanged } from './other-tabs';
import { $auth, appStarted, refreshSessionFx, signInWithPasswordFx } from './session';

/** An access token of the given sign-in (`sid`), living `lifetimeS` from now. */
const accessToken = (sid: string, lifetimeS = 400, guid = 'u1') =>
  fakeJwt({ guid, tenantGuid: 't', email: 'a@acme.test', orgGroupGuid: 'g', sid, exp: nowInSeconds() + lifetimeS });
const storeAuth = (access: string, refresh = 'r1') =>
  localStorage.setItem(
    'TrellisZenAuth',
    JSON.stringify({ tenantGuid: 't', orgGroupGuid: 'g', access_token: access, refresh_token: refresh }),
  );
const tokenAnswer = (access: string) => Response.json({ access_token: access, refresh_token: 'r2', expires_in: 400 });

const $seen = createStore<IdentityEvent['type'][]>([]).on(identityEvent, (seen, event) => [...seen, event.type]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('identity events', () => {
  it('report a rejected sign-in as token_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'x' } });
    expect(scope.getState($seen)).toEqual(['token_error']);
  });

  it('report a failed refresh as token_refresh_error, then logout', async () => {
    localStorage.setItem(
      'TrellisZenAuth',
      JSON.stringify({ tenantGuid: 't', orgGroupGuid: 'g', access_token: 'a', refresh_token: 'r' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    const scope = fork();
    await allSettled(refreshSessionFx, { scope, params: undefined });
    expect(scope.getState($seen)).toEqual(['token_refresh_error', 'logout']);
  });

  it("report token_expires once 0.75 of the access token's lifetime has passed (300 s of 400 s)", async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tokenAnswer(accessToken('s1'))),
    );
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'x' } });
    await vi.advanceTimersByTimeAsync(299_999);
    expect(scope.getState($seen)).toEqual(['token_received']);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($seen)).toEqual(['token_received', 'token_expires']);
  });

  it('count token_expires again from a refreshed token, not from the one it replaced', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tokenAnswer(accessToken('s1'))),
    );
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'a@acme.test', password: 'x' } });
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
    const fetchMock = vi.fn(async () => tokenAnswer(accessToken('s2')));
    vi.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await allSettled(appStarted, { scope });
    storeAuth(accessToken('s1'), 'r-refreshed-elsewhere');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($seen)).toEqual([]);
    storeAuth(accessToken('s2'), 'r-new-sign-in');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($seen)).toEqual(['session_changed', 'token_refreshed']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('log out when the refresh after a changed session fails', async () => {
    storeAuth(accessToken('s1'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
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
