import { describe, expect, it } from 'vitest';

import { TokenRejectedError } from '../api/token-api';
import { isTransientRefreshFailure, judgeRefreshFailure, refreshRetryDelayMs } from './refresh-failure';
import { TokenEndpointUnavailableError } from './token-endpoint-unavailable';

const NOW = 1_800_000_000_000;
const validFor = (seconds: number) => ({ exp: NOW / 1000 + seconds });

describe('a failed refresh', () => {
  it('is transient when nothing was refused: no answer, 5xx, 408, 429, a timeout', () => {
    expect(isTransientRefreshFailure(new TokenEndpointUnavailableError(503))).toBe(true);
    expect(isTransientRefreshFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientRefreshFailure(new DOMException('late', 'TimeoutError'))).toBe(true);
    expect(isTransientRefreshFailure(new DOMException('stopped', 'AbortError'))).toBe(true);
  });

  it('is final when the refresh token was refused or the answer cannot be used', () => {
    expect(isTransientRefreshFailure(new TokenRejectedError('invalid_grant', ''))).toBe(false);
    expect(isTransientRefreshFailure(new Error('There is no session to refresh.'))).toBe(false);
    expect(isTransientRefreshFailure('nonsense')).toBe(false);
  });

  it('logs off when final, or when the access token has expired', () => {
    expect(judgeRefreshFailure(new TokenRejectedError('invalid_grant', ''), validFor(60), NOW)).toBe('log-off');
    expect(judgeRefreshFailure(new TokenEndpointUnavailableError(503), validFor(0), NOW)).toBe('log-off');
    expect(judgeRefreshFailure(new TokenEndpointUnavailableError(503), null, NOW)).toBe('log-off');
  });

  it('is tried again while the access token holds, with what the server asked for', () => {
    expect(judgeRefreshFailure(new TokenEndpointUnavailableError(429, 5_000), validFor(60), NOW)).toEqual({
      retryAfterMs: 5_000,
      accessExpiresAtMs: NOW + 60_000,
      networkFailure: false,
    });
  });

  it('never logs off for the network: no answer at all is tried again, also past the access token’s expiry', () => {
    const offline = new TokenEndpointUnavailableError(null, null, { cause: new TypeError('Failed to fetch') });
    expect(judgeRefreshFailure(offline, validFor(-600), NOW)).toEqual({
      retryAfterMs: null,
      accessExpiresAtMs: NOW - 600_000,
      networkFailure: true,
    });
    expect(judgeRefreshFailure(new TypeError('Failed to fetch'), validFor(-1), NOW)).toMatchObject({
      networkFailure: true,
    });
    expect(judgeRefreshFailure(new TokenEndpointUnavailableError(504), validFor(-1), NOW)).toBe('log-off');
  });
});

describe('the wait before a retry', () => {
  const hint = { retryAfterMs: null, accessExpiresAtMs: NOW + 3_600_000, networkFailure: false };

  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => refreshRetryDelayMs(attempt, hint, NOW))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('is no shorter than Retry-After', () => {
    expect(refreshRetryDelayMs(1, { ...hint, retryAfterMs: 12_000 }, NOW)).toBe(12_000);
  });

  it('ends when the access token does, at the latest', () => {
    expect(refreshRetryDelayMs(6, { ...hint, accessExpiresAtMs: NOW + 7_000 }, NOW)).toBe(7_000);
    expect(refreshRetryDelayMs(1, { ...hint, accessExpiresAtMs: NOW }, NOW)).toBe(0);
  });

  it('backs off as ever once the access token has expired offline, rather than trying without a pause', () => {
    const offline = { ...hint, accessExpiresAtMs: NOW - 1, networkFailure: true };
    expect([1, 2, 7].map((attempt) => refreshRetryDelayMs(attempt, offline, NOW))).toEqual([1_000, 2_000, 30_000]);
  });
});
