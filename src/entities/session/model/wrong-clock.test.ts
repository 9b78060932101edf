// @vitest-environment jsdom
import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { issuerClock, TWENTY_MINUTES_MS } from '@test-support/issuer-clock';
import { allSettled, createStore, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { checkAccessFx } from './access-guard';
import { $isLoggedIn, appStarted, refreshFailedForNow, refreshSessionFx, signInWithPasswordFx } from './session';
import { accessTokenExpiring } from './token-expiry';

const ACCESS_LIFETIME_S = 900;

let tokenRequests = 0;
let failRefreshes = false;

function signedInScope() {
  const scope = fork();
  return allSettled(signInWithPasswordFx, { scope, params: { email: 'ada@acme.test', password: 'pw' } }).then(
    () => scope,
  );
}

describe.each([
  ['20 minutes ahead of', -TWENTY_MINUTES_MS],
  ['20 minutes behind', TWENTY_MINUTES_MS],
])('a device clock %s the issuer’s', (_, issuerAheadMs) => {
  const issuer = issuerClock(issuerAheadMs);

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    tokenRequests = 0;
    failRefreshes = false;
    serveFetch((request) => {
      if (pathOf(request) !== '/api/access/v1/oauth/token') return new Response(null, { status: 204 });
      tokenRequests += 1;
      if (failRefreshes) return Response.json({ title: 'Service Unavailable' }, { status: 503 });
      return Response.json({
        access_token: issuer.accessToken(ACCESS_LIFETIME_S),
        refresh_token: issuer.refreshToken(3_600),
        expires_in: ACCESS_LIFETIME_S,
      });
    });
  });

  it('lets a fresh token through the access guard without a refresh, and refreshes it once it has expired', async () => {
    const scope = await signedInScope();
    expect(await allSettled(checkAccessFx, { scope })).toEqual({ status: 'done', value: 'allowed' });
    expect(tokenRequests).toBe(1);
    await vi.advanceTimersByTimeAsync((ACCESS_LIFETIME_S - 1) * 1000);
    expect(await allSettled(checkAccessFx, { scope })).toEqual({ status: 'done', value: 'allowed' });
    expect(tokenRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await allSettled(checkAccessFx, { scope })).toEqual({ status: 'done', value: 'allowed' });
    expect(tokenRequests).toBe(2);
  });

  it('reports token_expires at 0.75 of the token’s lifetime, also after a reload', async () => {
    const scope = await signedInScope();
    const $expiring = createStore(0).on(accessTokenExpiring, (count) => count + 1);
    await vi.advanceTimersByTimeAsync(ACCESS_LIFETIME_S * 0.75 * 1000 - 1);
    expect(scope.getState($expiring)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($expiring)).toBe(1);

    // A new page restores the session 100 s into the token's life: token_expires 575 s later.
    const reloaded = fork();
    await allSettled(signInWithPasswordFx, { scope: reloaded, params: { email: 'a', password: 'b' } });
    await vi.advanceTimersByTimeAsync(100_000);
    const page = fork();
    await allSettled(appStarted, { scope: page });
    await vi.advanceTimersByTimeAsync(574_000);
    expect(page.getState($expiring)).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.getState($expiring)).toBe(1);
  });

  it('keeps the session through a failed refresh while the token holds, and ends it when it has expired', async () => {
    const scope = await signedInScope();
    const $retries = createStore(0).on(refreshFailedForNow, (count) => count + 1);
    failRefreshes = true;
    await allSettled(refreshSessionFx, { scope }).catch(() => undefined);
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($retries)).toBe(1);
    await vi.advanceTimersByTimeAsync(ACCESS_LIFETIME_S * 1000);
    await allSettled(refreshSessionFx, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});
