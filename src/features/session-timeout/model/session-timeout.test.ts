// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeAccessToken, fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { issuerClock, TWENTY_MINUTES_MS } from '@test-support/issuer-clock';
import { storeSession } from '@test-support/stored-session';
import { allSettled, fork, type Scope, scopeBind } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { $isLoggedIn, appStarted, refreshSessionFx, signInWithPasswordFx, storedAuthChanged } from '@/entities/session';

import { idlePingMs } from '../config/idle-config';
import {
  $isWarningOpen,
  $secondsLeft,
  activityDetected,
  continueSessionClicked,
  idleWatchStarted,
  logOutClicked,
} from './session-timeout';

const access = () => fakeAccessToken({ email: 'idle@acme.test', role: 'r', exp: nowInSeconds() + 900 });
/** The idle demo user's refresh token lives 180 s: idle 110 s, then a 60 s warning. */
const refresh = () => fakeJwt({ exp: nowInSeconds() + 180 });

let tokenRequests = 0;
let logoutRequests = 0;

const storeAuth = (refresh_token = refresh()) => storeSession({ access_token: access(), refresh_token });

async function startWatching(): Promise<Scope> {
  const scope = fork();
  await allSettled(appStarted, { scope });
  await allSettled(idleWatchStarted, { scope });
  return scope;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  tokenRequests = 0;
  logoutRequests = 0;
  storeAuth();
  serveFetch((request) => {
    if (pathOf(request).endsWith('/logout')) {
      logoutRequests += 1;
      return new Response(null, { status: 204 });
    }
    tokenRequests += 1;
    return Response.json({ access_token: access(), refresh_token: refresh(), expires_in: 900 });
  });
});

describe('the session timeout', () => {
  it('opens the warning after 110 s idle and counts down from 60', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(109_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($secondsLeft)).toBe(60);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(scope.getState($secondsLeft)).toBe(45);
  });

  it('activity before the warning restarts the idle time', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(100_000);
    scopeBind(activityDetected, { scope })();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($isWarningOpen)).toBe(true);
  });

  it('counts activity in another tab (the shared stored activity)', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(100_000);
    localStorage.setItem('TrellisSession', JSON.stringify({ lastActivityAt: Date.now() }));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
  });

  it('Continue Session refreshes the token once and restarts idle watching', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(scope.getState($isWarningOpen)).toBe(true);
    await allSettled(continueSessionClicked, { scope });
    expect(tokenRequests).toBe(1);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(109_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($secondsLeft)).toBe(60);
  });

  it('Logout logs off', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(110_000);
    await allSettled(logOutClicked, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(logoutRequests).toBe(1);
  });

  it('falling below zero logs off, saving where the user was and stopping refreshes', async () => {
    window.history.replaceState(null, '', '/mfe-host/reports');
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(110_000 + 60_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($isWarningOpen)).toBe(false);
    expect(localStorage.getItem('TrellisTimedOut')).toBe('true');
    expect(localStorage.getItem('TrellisSessionReturnUrl')).toBe('"/mfe-host/reports"');
  });

  it('ignores activity while the warning is open: only Continue resumes', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(115_000);
    scopeBind(activityDetected, { scope })();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($secondsLeft)).toBe(54);
  });
});

describe('refreshes that are not the user', () => {
  it('an auto refresh does not restart the idle time', async () => {
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(50_000);
    await allSettled(refreshSessionFx, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState($isWarningOpen)).toBe(true);
  });
});

describe("the idle module's ping", () => {
  it('gives the idle time the lifetime of a session renewed meanwhile, at the next ping (60 s)', async () => {
    // Restored with 150 s of a 180 s refresh token left: idle 80 s.
    storeAuth(fakeJwt({ iat: nowInSeconds() - 30, exp: nowInSeconds() + 150 }));
    const renewedRefresh = () => fakeJwt({ iat: nowInSeconds(), exp: nowInSeconds() + 180 });
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ access_token: access(), refresh_token: renewedRefresh(), expires_in: 900 }),
    );
    const scope = await startWatching();
    await vi.advanceTimersByTimeAsync(30_000);
    await allSettled(refreshSessionFx, { scope, params: undefined });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    // The ping at 60 s: the renewed token's 180 s make 110 s of idle time, counted from the last activity.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(21_000);
    expect(scope.getState($secondsLeft)).toBe(60);
  });

  it('pings every 60 s with a session, every 240 s without one', () => {
    expect(idlePingMs({ exp: 1 })).toBe(60_000);
    expect(idlePingMs(null)).toBe(240_000);
  });
});

describe('a logout in another tab', () => {
  it('stops watching here: no warning on the signed-out page', async () => {
    const scope = await startWatching();
    localStorage.removeItem('TrellisZenAuth');
    await allSettled(storedAuthChanged, { scope });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
  });
});

describe.each([
  ['20 minutes ahead of', -TWENTY_MINUTES_MS],
  ['20 minutes behind', TWENTY_MINUTES_MS],
])('on a device clock %s the issuer’s', (_, issuerAheadMs) => {
  const issuer = issuerClock(issuerAheadMs);

  beforeEach(() => {
    localStorage.clear();
    serveFetch((request) => {
      if (pathOf(request).endsWith('/logout')) return new Response(null, { status: 204 });
      tokenRequests += 1;
      return Response.json({
        access_token: issuer.accessToken(900, { email: 'idle@acme.test', role: 'r' }),
        refresh_token: issuer.refreshToken(180),
        expires_in: 900,
      });
    });
  });

  async function signedInAndWatching() {
    const scope = fork();
    await allSettled(signInWithPasswordFx, { scope, params: { email: 'idle@acme.test', password: 'pw' } });
    await allSettled(idleWatchStarted, { scope });
    return scope;
  }

  it('warns after 110 s idle, counts down 60 s and logs off then, as on a right clock', async () => {
    const scope = await signedInAndWatching();
    await vi.advanceTimersByTimeAsync(109_000);
    expect(scope.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($secondsLeft)).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it('restores the same idle time on a new page 50 s into the session', async () => {
    await signedInAndWatching();
    await vi.advanceTimersByTimeAsync(50_000);
    const page = await startWatching();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(page.getState($isWarningOpen)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.getState($secondsLeft)).toBe(60);
  });
});

describe('after the laptop slept', () => {
  it('logs off with save at once when the idle time and the countdown passed meanwhile', async () => {
    const scope = await startWatching();
    history.replaceState(null, '', '/reports?year=2024');
    await vi.advanceTimersByTimeAsync(10_000);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(localStorage.getItem('TrellisTimedOut')).toBe('true');
    expect(JSON.parse(localStorage.getItem('TrellisSessionReturnUrl') ?? 'null')).toBe('/reports?year=2024');
    expect(tokenRequests).toBe(0);
  });

  it('opens the warning with the seconds that are left when it woke inside the countdown', async () => {
    const scope = await startWatching();
    vi.setSystemTime(Date.now() + 140_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($secondsLeft)).toBe(29);
  });
});
