// @vitest-environment jsdom
import './session-lifecycle';
// Loaded beside the first permissions in the app; here at once, so that the fake clock alone decides the timing.
import './signed-in-features';

import { pathOf, serveFetch } from '@test-support/fake-fetch';
import { fakeAccessToken, fakeJwt, nowInSeconds } from '@test-support/fake-jwt';
import { storeSession } from '@test-support/stored-session';
import { createWatch, fork, type Scope, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { restoreSessionFx } from '@/entities/session';
import { $isAutoRefreshing, autoRefreshStarted } from '@/features/auto-refresh';
import { linkRewritingAllowed } from '@/features/connected-app-links';
import { idleWatchStarted } from '@/features/session-timeout';
import { queryClient } from '@/shared/api';

// Near its end: the auto refresh renews it on its first run.
const access = () => fakeAccessToken({ role: 'r', exp: nowInSeconds() + 120 });

const WIRED_PERMISSIONS = ['AutoRefreshToken', 'SessionTimeoutWarning', 'AccessToMyOT'] as const;

let tokenRequests = 0;

/** The server grants exactly `granted`; tokens are refreshed on request. */
function serve(granted: readonly string[]) {
  serveFetch((request) => {
    const path = pathOf(request);
    if (path === '/api/access/v1/permissions') {
      return Response.json(Object.fromEntries(WIRED_PERMISSIONS.map((name) => [name, granted.includes(name)])));
    }
    if (path === '/api/access/v1/oauth/token') {
      tokenRequests += 1;
      return Response.json({ access_token: access(), refresh_token: `r${tokenRequests}`, expires_in: 900 });
    }
    return new Response(null, { status: 404 });
  });
}

/** Restores a session in a fresh scope and records what the permissions switched on. */
async function startSession(granted: readonly string[]) {
  serve(granted);
  const scope: Scope = fork();
  const seen = { autoRefresh: 0, idleWatch: 0, linkRewriting: [] as boolean[] };
  createWatch({ unit: autoRefreshStarted, scope, fn: () => (seen.autoRefresh += 1) });
  createWatch({ unit: idleWatchStarted, scope, fn: () => (seen.idleWatch += 1) });
  createWatch({ unit: linkRewritingAllowed, scope, fn: (allowed) => seen.linkRewriting.push(allowed) });
  scopeBind(restoreSessionFx, { scope })();
  await vi.advanceTimersByTimeAsync(0);
  return { scope, seen };
}

beforeEach(() => {
  vi.useFakeTimers();
  tokenRequests = 0;
  storeSession({ access_token: access(), refresh_token: fakeJwt({ exp: nowInSeconds() + 3600 }) });
});

afterEach(() => {
  queryClient.clear();
});

describe('the permissions a session starts with (section 6)', () => {
  it('with AutoRefreshToken, SessionTimeoutWarning and AccessToMyOT: the timer refreshes, idle is watched, links are rewritten', async () => {
    const { scope, seen } = await startSession(WIRED_PERMISSIONS);
    expect(seen).toEqual({ autoRefresh: 1, idleWatch: 1, linkRewriting: [true] });
    expect(scope.getState($isAutoRefreshing)).toBe(true);
    // The first run after 3 s, then every 240 s (80 % of 300 s), written out: a changed constant must fail here.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tokenRequests).toBe(1);
  });

  it('without AutoRefreshToken: no refresh on the timer', async () => {
    const { scope, seen } = await startSession(['SessionTimeoutWarning', 'AccessToMyOT']);
    expect(scope.getState($isAutoRefreshing)).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000 + 240_000 * 2);
    expect(tokenRequests).toBe(0);
    expect(seen.autoRefresh).toBe(0);
    expect(seen.idleWatch).toBe(1);
  });

  it('without SessionTimeoutWarning: idle is not watched, so no warning can open', async () => {
    const { seen } = await startSession(['AutoRefreshToken', 'AccessToMyOT']);
    expect(seen.idleWatch).toBe(0);
    expect(seen.autoRefresh).toBe(1);
  });

  it('without AccessToMyOT: links to the community are not rewritten', async () => {
    const { seen } = await startSession(['AutoRefreshToken', 'SessionTimeoutWarning']);
    expect(seen.linkRewriting).toEqual([false]);
  });
});
