// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { serveFetch } from '@test-support/fake-fetch';
import { fakeAccessToken, nowInSeconds } from '@test-support/fake-jwt';
import { issuerClock, TWENTY_MINUTES_MS } from '@test-support/issuer-clock';
import { storeSession } from '@test-support/stored-session';
import { allSettled, createStore, fork, scopeBind } from 'effector';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  $auth,
  $isLoggedIn,
  appStarted,
  refreshSessionFx,
  signInWithPasswordFx,
  storedAuthChanged,
} from '@/entities/session';
import { loggedOut } from '@/entities/session/model/session';
import { loadTokenRenewal } from '@/entities/session/model/token-renewal-on-demand';
import { REQUEST_TIMEOUT_MS } from '@/shared/api';

import { $isAutoRefreshing, autoRefreshStarted, windowFocused } from './auto-refresh';
import { thisTabId } from './refresh-leader';

/** No longer than the interval: every tick finds such a token near its end, so the timer's own rules show. */
const NEAR_END_LIFETIME_S = 240;
let issued = 0;
const accessToken = (lifetimeS = NEAR_END_LIFETIME_S) =>
  fakeAccessToken({ role: 'x', exp: nowInSeconds() + lifetimeS, n: ++issued });

let tokenRequests = 0;

// In the app the renewal's code has loaded as the session started, before anything starts the auto refresh.
beforeAll(() => loadTokenRenewal());

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
  localStorage.clear();
  tokenRequests = 0;
  storeSession({ access_token: accessToken(), refresh_token: 'r0' });
  serveFetch(() => {
    tokenRequests += 1;
    return Response.json({
      access_token: accessToken(),
      refresh_token: `r${tokenRequests}`,
      expires_in: NEAR_END_LIFETIME_S,
    });
  });
});

function start() {
  const scope = fork();
  scopeBind(autoRefreshStarted, { scope })();
  return scope;
}

describe('auto refresh', () => {
  it('first refreshes 3 s after the start, then every 300000 × 0.8 ms', async () => {
    const scope = start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(tokenRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokenRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(239_999);
    expect(tokenRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokenRequests).toBe(2);
    await vi.advanceTimersByTimeAsync(240_000 * 3);
    expect(tokenRequests).toBe(5);
    expect(scope.getState($auth)?.refresh_token).toBe('r5');
  });

  it('leaves a token alone until it would expire before the next tick, then renews it (section 9)', async () => {
    storeSession({ access_token: accessToken(300), refresh_token: 'r0' });
    start();
    // 3 s: 297 s left, more than the 240 s to the next tick.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tokenRequests).toBe(0);
    // 243 s: 57 s left.
    await vi.advanceTimersByTimeAsync(240_000);
    expect(tokenRequests).toBe(1);
  });

  it('is stopped by the timed-out flag', async () => {
    const scope = start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tokenRequests).toBe(1);
    localStorage.setItem('TrellisTimedOut', 'true');
    await vi.advanceTimersByTimeAsync(240_000 * 4);
    expect(tokenRequests).toBe(1);
    expect(scope.getState($isAutoRefreshing)).toBe(false);
  });

  it('leaves the refreshing to the tab that holds the stored refresh id', async () => {
    localStorage.setItem('TrellisAutoRefreshId', JSON.stringify({ tabId: 'other-tab', at: Date.now() }));
    start();
    await vi.advanceTimersByTimeAsync(3_000 + 240_000);
    expect(tokenRequests).toBe(0);
  });

  it('takes over when the holding tab has gone quiet', async () => {
    localStorage.setItem('TrellisAutoRefreshId', JSON.stringify({ tabId: 'other-tab', at: Date.now() }));
    start();
    await vi.advanceTimersByTimeAsync(3_000 + 240_000);
    expect(tokenRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(tokenRequests).toBe(1);
    expect(JSON.parse(localStorage.getItem('TrellisAutoRefreshId') ?? '{}').tabId).toBe(thisTabId);
  });

  it('keeps the stored refresh id fresh on the ticks that renew nothing, so that no other tab takes over', async () => {
    storeSession({ access_token: accessToken(3_600), refresh_token: 'r0' });
    localStorage.setItem('TrellisAutoRefreshId', JSON.stringify({ tabId: thisTabId, at: Date.now() }));
    start();
    // Three ticks of a token with an hour to live: 723 s, longer than the 480 s after which a silent holder is gone.
    await vi.advanceTimersByTimeAsync(3_000 + 240_000 * 3);
    expect(tokenRequests).toBe(0);
    const leader = JSON.parse(localStorage.getItem('TrellisAutoRefreshId') ?? '{}') as { tabId: string; at: number };
    expect(leader.tabId).toBe(thisTabId);
    expect(Date.now() - leader.at).toBe(0);
  });

  it('takes over on window focus', async () => {
    localStorage.setItem('TrellisAutoRefreshId', JSON.stringify({ tabId: 'other-tab', at: Date.now() }));
    const scope = start();
    scopeBind(windowFocused, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tokenRequests).toBe(1);
  });

  it('runs one loop however often it is started', async () => {
    const scope = start();
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000 + 240_000);
    expect(tokenRequests).toBe(2);
  });
});

describe('auto refresh when the token endpoint fails', () => {
  const ACCESS_LIFETIME_S = 60;
  const answered: number[] = [];

  /** The token endpoint answers each request with the next of `answers` (the last one repeats). */
  function tokenEndpoint(...answers: (() => Response | Promise<Response>)[]) {
    answered.length = 0;
    serveFetch((request) => {
      if (!request.url.endsWith('/oauth/token')) return new Response(null, { status: 204 });
      answered.push(Date.now());
      const answer = answers[Math.min(answered.length, answers.length) - 1]!;
      return answer();
    });
  }
  const unavailable = () => Response.json({ title: 'Service Unavailable' }, { status: 503 });
  const fresh = () =>
    Response.json({
      access_token: accessToken(),
      refresh_token: `r-fresh-${answered.length}`,
      expires_in: NEAR_END_LIFETIME_S,
    });
  const refused = () => Response.json({ error: 'invalid_grant' }, { status: 400 });

  async function signedInScope(accessLifetimeS = ACCESS_LIFETIME_S) {
    storeSession({ access_token: fakeAccessToken({ exp: nowInSeconds() + accessLifetimeS }), refresh_token: 'r0' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    return scope;
  }

  it('keeps the session through one 503: the refresh is tried again a second later', async () => {
    tokenEndpoint(unavailable, fresh);
    const scope = await signedInScope();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(answered).toHaveLength(1);
    expect(scope.getState($isLoggedIn)).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(answered).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toHaveLength(2);
    expect(scope.getState($auth)?.refresh_token).toBe('r-fresh-2');
    // Back on the ordinary rhythm: the next refresh an interval after the last tick.
    await vi.advanceTimersByTimeAsync(240_000 - 1_000);
    expect(answered).toHaveLength(3);
  });

  it('keeps the session through a network failure', async () => {
    tokenEndpoint(() => Promise.reject(new TypeError('Failed to fetch')), fresh);
    const scope = await signedInScope();
    await vi.advanceTimersByTimeAsync(3_000 + 1_000);
    expect(answered).toHaveLength(2);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($auth)?.refresh_token).toBe('r-fresh-2');
  });

  it('waits for a slow token request instead of giving up on it: the server may already have rotated the token', async () => {
    answered.length = 0;
    let answerLate: (response: Response) => void = () => undefined;
    serveFetch(() => {
      answered.push(Date.now());
      return new Promise<Response>((resolve) => {
        answerLate = resolve;
      });
    });
    const scope = await signedInScope(NEAR_END_LIFETIME_S);
    await vi.advanceTimersByTimeAsync(3_000 + REQUEST_TIMEOUT_MS * 3);
    expect(answered).toHaveLength(1);
    expect(scope.getState($isLoggedIn)).toBe(true);
    answerLate(fresh());
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($auth)?.refresh_token).toBe('r-fresh-1');
  });

  it('backs off 1 s, 2 s, 4 s … and logs off when the access token expires without a refresh', async () => {
    tokenEndpoint(unavailable);
    const scope = await signedInScope();
    const expiresAt = JSON.parse(atob(scope.getState($auth)!.access_token.split('.')[1]!)).exp * 1000;
    await vi.advanceTimersByTimeAsync(3_000 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000);
    const gaps = answered.slice(1).map((at, i) => at - answered[i]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(scope.getState($isLoggedIn)).toBe(true);
    // The next wait (30 s, the longest) would end after the access token: the last try comes as it expires.
    await vi.advanceTimersByTimeAsync(expiresAt - Date.now() - 1);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(localStorage.getItem('TrellisZenAuth')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answered.at(-1)).toBe(expiresAt);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
    const tries = answered.length;
    await vi.advanceTimersByTimeAsync(240_000 * 2);
    expect(answered).toHaveLength(tries);
  });

  it('waits as long as the Retry-After of a 429 asks', async () => {
    tokenEndpoint(
      () => Response.json({ title: 'Too Many Requests' }, { status: 429, headers: { 'Retry-After': '10' } }),
      fresh,
    );
    const scope = await signedInScope();
    await vi.advanceTimersByTimeAsync(3_000 + 9_999);
    expect(answered).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toHaveLength(2);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('logs off at once when the refresh token is refused (invalid_grant)', async () => {
    tokenEndpoint(refused);
    const scope = await signedInScope();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(answered).toHaveLength(1);
  });

  it('logs off at once on a 401 from the token endpoint', async () => {
    tokenEndpoint(() => Response.json({ error: 'invalid_client' }, { status: 401 }));
    const scope = await signedInScope();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('auto refresh after a logout in another tab', () => {
  it('stops in the tab that followed, which does not log out a second time', async () => {
    const scope = fork();
    const $logouts = createStore(0).on(loggedOut, (count) => count + 1);
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tokenRequests).toBe(1);
    localStorage.removeItem('TrellisZenAuth');
    await allSettled(storedAuthChanged, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(scope.getState($logouts)).toBe(0);
    expect(tokenRequests).toBe(1);
    expect(scope.getState($isAutoRefreshing)).toBe(false);
  });
});

describe('auto refresh retries overtaken by events', () => {
  it('drops a pending retry once a refresh succeeded in between, also when a new failure follows', async () => {
    let answers = 0;
    serveFetch(() => {
      answers += 1;
      if (answers === 1 || answers === 3) return Response.json({ title: 'Service Unavailable' }, { status: 503 });
      return Response.json({
        access_token: accessToken(),
        refresh_token: `r${answers}`,
        expires_in: NEAR_END_LIFETIME_S,
      });
    });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(answers).toBe(1);
    // Other callers (a 401, Continue Session) refresh before the retry is due: one succeeds, the next fails for now.
    // (allSettled would wait for the pending retry.)
    const refresh = scopeBind(refreshSessionFx, { scope });
    await refresh();
    await refresh().catch(() => undefined);
    expect(answers).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    // One retry for the last failure; the first failure's retry was overtaken.
    expect(answers).toBe(4);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });
});

describe('auto refresh retries overtaken by another tab', () => {
  it('drops a pending retry once a refresh here took the tokens another tab renewed meanwhile', async () => {
    let answers = 0;
    serveFetch(() => {
      answers += 1;
      return Response.json({ title: 'Service Unavailable' }, { status: 503 });
    });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(answers).toBe(1);
    // Before the retry is due, another caller here (a 401, a route's guard) waits on the lock another tab holds.
    let heldByAnotherTab = true;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, ...rest: unknown[]) => {
          const task = rest.at(-1) as (lock: object | null) => Promise<unknown>;
          if (rest.length === 2) return task(heldByAnotherTab ? null : {});
          heldByAnotherTab = false;
          storeSession({ access_token: accessToken(), refresh_token: 'renewed-in-another-tab' });
          return task({});
        },
      },
    });
    await scopeBind(refreshSessionFx, { scope })();
    expect(scope.getState($auth)?.refresh_token).toBe('renewed-in-another-tab');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(answers).toBe(1);
  });
});

describe.each([
  ['20 minutes ahead of', -TWENTY_MINUTES_MS],
  ['20 minutes behind', TWENTY_MINUTES_MS],
  ['right with', 0],
])('auto refresh on a device clock %s the issuer’s', (_, issuerAheadMs) => {
  it('renews a 900 s token once as it nears its end, twice in 30 minutes, as on a right clock', async () => {
    const issuer = issuerClock(issuerAheadMs);
    const renewedAt: number[] = [];
    const startedAt = Date.now();
    serveFetch(() => {
      renewedAt.push((Date.now() - startedAt) / 1000);
      return Response.json({
        access_token: issuer.accessToken(900, { role: 'x' }),
        refresh_token: issuer.refreshToken(3_600),
        expires_in: 900,
      });
    });
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'ada@acme.test', password: 'pw' } });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    // The sign-in, then the fourth tick (723 s: 177 s left) and the fourth after it.
    expect(renewedAt).toEqual([0, 723, 1_443]);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });
});

describe('auto refresh after the laptop slept', () => {
  it('renews a token that expired meanwhile once, at once, and goes on at its rhythm', async () => {
    const issuer = issuerClock(0);
    const renewedAt: number[] = [];
    const startedAt = Date.now();
    serveFetch((request) => {
      if (!request.url.endsWith('/oauth/token')) return new Response(null, { status: 204 });
      renewedAt.push(Math.round((Date.now() - startedAt) / 1000));
      return Response.json({
        access_token: issuer.accessToken(900, { role: 'x' }),
        refresh_token: issuer.refreshToken(3 * 3_600),
        expires_in: 900,
      });
    });
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'ada@acme.test', password: 'pw' } });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    // An hour asleep: the timers do not run, the clock does.
    vi.setSystemTime(Date.now() + 3_600_000);
    await vi.advanceTimersByTimeAsync(5_000);
    // Its first heartbeat after waking (5 s after the sign-in) notices the hour.
    expect(renewedAt).toEqual([0, 3_605]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewedAt).toHaveLength(2);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });
});

describe('auto refresh offline', () => {
  it('keeps the session past the access token’s expiry, backing off, and renews when the network returns', async () => {
    let online = false;
    const issuer = issuerClock(0);
    const tries: number[] = [];
    serveFetch((request) => {
      if (!request.url.endsWith('/oauth/token')) return new Response(null, { status: 204 });
      tries.push(Date.now());
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return Response.json({
        access_token: issuer.accessToken(900, { role: 'x' }),
        refresh_token: issuer.refreshToken(3_600),
        expires_in: 900,
      });
    });
    storeSession({ access_token: issuer.accessToken(60, { role: 'x' }), refresh_token: 'r0' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
    // Backed off to a try every 30 s (and one on each 240 s tick), not a loop: at most 12 in the last 5 minutes.
    const lastFiveMinutes = tries.filter((at) => Date.now() - at < 5 * 60_000);
    expect(lastFiveMinutes.length).toBeGreaterThanOrEqual(10);
    expect(lastFiveMinutes.length).toBeLessThanOrEqual(12);
    online = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($auth)?.refresh_token).not.toBe('r0');
  });

  it('sends nothing while the browser is offline, and renews once, at once, when the network returns', async () => {
    const issuer = issuerClock(0);
    const tries: number[] = [];
    serveFetch((request) => {
      if (!request.url.endsWith('/oauth/token')) return new Response(null, { status: 204 });
      tries.push(Date.now());
      if (!onlineManager.isOnline()) return Promise.reject(new TypeError('Failed to fetch'));
      return Response.json({
        access_token: issuer.accessToken(900, { role: 'x' }),
        refresh_token: issuer.refreshToken(3_600),
        expires_in: 900,
      });
    });
    storeSession({ access_token: issuer.accessToken(60, { role: 'x' }), refresh_token: 'r0' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tries).toEqual([]);
    expect(scope.getState($isLoggedIn)).toBe(true);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tries).toHaveLength(1);
    expect(scope.getState($auth)?.refresh_token).not.toBe('r0');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tries).toHaveLength(1);
  });

  it('tries a refresh that failed for the network again when the network returns, not before', async () => {
    const issuer = issuerClock(0);
    const tries: number[] = [];
    serveFetch((request) => {
      if (!request.url.endsWith('/oauth/token')) return new Response(null, { status: 204 });
      tries.push(Date.now());
      if (tries.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return Response.json({
        access_token: issuer.accessToken(900, { role: 'x' }),
        refresh_token: issuer.refreshToken(3_600),
        expires_in: 900,
      });
    });
    storeSession({ access_token: issuer.accessToken(60, { role: 'x' }), refresh_token: 'r0' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    scopeBind(autoRefreshStarted, { scope })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tries).toHaveLength(1);
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(tries).toHaveLength(1);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tries).toHaveLength(2);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($auth)?.refresh_token).not.toBe('r0');
  });
});
