// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { issuerClock } from '@test-support/issuer-clock';
import { allSettled, createStore, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { $isLoggedIn, appStarted, signInWithPasswordFx } from './session';
import { sessionResumed } from './session-resumed';
import { accessTokenExpiring } from './token-expiry';

const issuer = issuerClock(0);
let tokenRequests = 0;

/** The laptop sleeps: the clock moves on, the page's timers do not run. */
const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function signedIn(refreshLifetimeS = 3_600) {
  serveFetch((request) => {
    if (pathOf(request) !== '/api/access/v1/oauth/token') return new Response(null, { status: 204 });
    tokenRequests += 1;
    return Response.json({
      access_token: issuer.accessToken(900),
      refresh_token: issuer.refreshToken(refreshLifetimeS),
      expires_in: 900,
    });
  });
  const scope = fork();
  const $resumes = createStore(0).on(sessionResumed, (count) => count + 1);
  await allSettled(signInWithPasswordFx, { scope, params: { email: 'ada@acme.test', password: 'pw' } });
  return { scope, resumes: () => scope.getState($resumes) };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  tokenRequests = 0;
  history.replaceState(null, '', '/reports?year=2024#q3');
});

describe('a session that comes back', () => {
  it('is resumed when the page is shown again, and not while its timers run as due', async () => {
    const { resumes } = await signedIn();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(resumes()).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('offline'));
    expect(resumes()).toBe(1);
    window.dispatchEvent(new Event('online'));
    expect(resumes()).toBe(2);
  });

  it('is resumed once when a heartbeat comes late: the laptop slept', async () => {
    const { resumes } = await signedIn();
    await vi.advanceTimersByTimeAsync(60_000);
    sleep(2 * 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resumes()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(resumes()).toBe(1);
  });

  it('tells token_expires once per token, however often the page comes back', async () => {
    const { scope } = await signedIn();
    const $told = createStore(0).on(accessTokenExpiring, (count) => count + 1);
    await vi.advanceTimersByTimeAsync(900 * 0.75 * 1000);
    expect(scope.getState($told)).toBe(1);
    sleep(3 * 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await allSettled(sessionResumed, { scope });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($told)).toBe(1);
  });

  it('tells token_expires on waking when it came due during the sleep', async () => {
    const { scope } = await signedIn();
    const $told = createStore(0).on(accessTokenExpiring, (count) => count + 1);
    await vi.advanceTimersByTimeAsync(60_000);
    sleep(12 * 60_000);
    await allSettled(sessionResumed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($told)).toBe(1);
  });

  it('ends at once when its refresh token expired meanwhile, keeping the page for the next sign-in', async () => {
    const { scope } = await signedIn(3_600);
    sleep(2 * 3_600_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(tokenRequests).toBe(1);
    expect(JSON.parse(localStorage.getItem('TrellisSessionReturnUrl') ?? 'null')).toBe('/reports?year=2024#q3');
  });

  it('goes on when its refresh token still holds', async () => {
    const { scope } = await signedIn(3_600);
    sleep(30 * 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(localStorage.getItem('TrellisSessionReturnUrl')).toBeNull();
  });

  it('leaves an opaque refresh token to the token endpoint to judge', async () => {
    localStorage.setItem(
      'TrellisZenAuth',
      JSON.stringify({
        tenantGuid: 't1',
        orgGroupGuid: 'g1',
        access_token: issuer.accessToken(900),
        refresh_token: fakeJwt({ sub: 'no exp', iat: nowInSeconds() }).replace(/\..*/, ''),
      }),
    );
    const scope = fork();
    await allSettled(appStarted, { scope });
    sleep(2 * 3_600_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });
});
