import { describe, expect, it } from 'vitest';

import { retryAfterMs, secondsToWait } from './retry-after';

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads a delay in seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(retryAfterMs('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('reads nothing from an absent or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});

const signInNow = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('secondsToWait', () => {
  it('reads a number of seconds', () => {
    expect(secondsToWait('120', signInNow)).toBe(120);
    expect(secondsToWait(' 0 ', signInNow)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(secondsToWait('Mon, 23 Nov 2026 09:01:30 GMT', signInNow)).toBe(90);
    expect(secondsToWait('Mon, 23 Nov 2026 08:59:00 GMT', signInNow)).toBe(0);
  });

  it.each([null, '', 'soon', '-5', '1.5e3'])('reads %j as unknown', (value) => {
    expect(secondsToWait(value, signInNow)).toBeNull();
  });
});
