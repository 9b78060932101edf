// @vitest-environment jsdom
import { fork, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isAutoRefreshing, autoRefreshStarted, windowFocused } from './auto-refresh';
import { thisTabId } from './refresh-leader';
import { $auth } from './session';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);
let issued = 0;
const accessToken = () =>
  `${part({ alg: 'none' })}.${part({ guid: 'u1', tenantGuid: 't1', email: 'a@acme.test', orgGroupGuid: 'g1', role: 'x', exp: nowS() + 900, n: ++issued })}.s`;

let tokenRequests = 0;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  tokenRequests = 0;
  localStorage.setItem(
    'TrellisZenAuth',
    JSON.stringify({ tenantGuid: 't1', orgGroupGuid: 'g1', access_token: accessToken(), refresh_token: 'r0' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      tokenRequests += 1;
      return Response.json({ access_token: accessToken(), refresh_token: `r${tokenRequests}`, expires_in: 900 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
