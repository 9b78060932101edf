// @vitest-environment jsdom
import { fakeJwt } from '@test-support/fake-jwt';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { clockOffsetMs, measureClockOffsetMs, rememberClockOffset, serverNow } from './server-clock';

const DEVICE_NOW_MS = Date.UTC(2025, 2, 3, 9, 0, 0);
const tokenIssuedAt = (ms: number) => fakeJwt({ iat: Math.floor(ms / 1000), exp: Math.floor(ms / 1000) + 900 });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: DEVICE_NOW_MS });
});

describe('the clock offset', () => {
  it('is the issuer’s time less the device’s when the token arrives', () => {
    expect(measureClockOffsetMs(tokenIssuedAt(DEVICE_NOW_MS - 20 * 60_000), DEVICE_NOW_MS)).toBe(-20 * 60_000);
    expect(measureClockOffsetMs(tokenIssuedAt(DEVICE_NOW_MS + 20 * 60_000), DEVICE_NOW_MS)).toBe(20 * 60_000);
  });

  it('takes the seconds of iat and of the round trip for a right clock', () => {
    expect(measureClockOffsetMs(tokenIssuedAt(DEVICE_NOW_MS - 4_000), DEVICE_NOW_MS)).toBe(0);
    expect(measureClockOffsetMs(tokenIssuedAt(DEVICE_NOW_MS + 999), DEVICE_NOW_MS)).toBe(0);
    expect(measureClockOffsetMs(tokenIssuedAt(DEVICE_NOW_MS - 6_000), DEVICE_NOW_MS)).toBe(-6_000);
  });

  it('cannot be measured from a token without iat, or from something that is not a token', () => {
    expect(measureClockOffsetMs(fakeJwt({ exp: 1 }), DEVICE_NOW_MS)).toBeNull();
    expect(measureClockOffsetMs(fakeJwt({ iat: 'yesterday' }), DEVICE_NOW_MS)).toBeNull();
    expect(measureClockOffsetMs('opaque', DEVICE_NOW_MS)).toBeNull();
  });

  it('is 0 until a token was measured, then kept for every tab and the next page', () => {
    expect(clockOffsetMs()).toBe(0);
    expect(serverNow()).toBe(DEVICE_NOW_MS);
    rememberClockOffset(
      { access_token: tokenIssuedAt(DEVICE_NOW_MS - 20 * 60_000), refresh_token: 'opaque' },
      DEVICE_NOW_MS,
    );
    expect(localStorage.getItem('TrellisClockOffset')).toBe(String(-20 * 60_000));
    expect(serverNow()).toBe(DEVICE_NOW_MS - 20 * 60_000);
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(DEVICE_NOW_MS - 19 * 60_000);
  });

  it('is measured from the refresh token (an OIDC ID token) when the access token has no iat', () => {
    rememberClockOffset(
      { access_token: fakeJwt({ exp: 1 }), refresh_token: tokenIssuedAt(DEVICE_NOW_MS + 20 * 60_000) },
      DEVICE_NOW_MS,
    );
    expect(clockOffsetMs()).toBe(20 * 60_000);
  });

  it('keeps the last measurement when a token without iat comes', () => {
    rememberClockOffset({ access_token: tokenIssuedAt(DEVICE_NOW_MS + 60_000), refresh_token: 'x' }, DEVICE_NOW_MS);
    rememberClockOffset({ access_token: fakeJwt({ exp: 1 }), refresh_token: 'x' }, DEVICE_NOW_MS);
    expect(clockOffsetMs()).toBe(60_000);
  });

  it('is measured anew from each token: a clock set right meanwhile is judged right again', () => {
    rememberClockOffset({ access_token: tokenIssuedAt(DEVICE_NOW_MS + 60_000), refresh_token: 'x' }, DEVICE_NOW_MS);
    rememberClockOffset({ access_token: tokenIssuedAt(DEVICE_NOW_MS), refresh_token: 'x' }, DEVICE_NOW_MS);
    expect(clockOffsetMs()).toBe(0);
  });
});
