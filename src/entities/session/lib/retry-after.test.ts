import { describe, expect, it } from 'vitest';

import { retryAfterMs, secondsToWait } from './retry-after';

/** `read` turns each header into the number paired with it. */
function expectReadings(read: (header: string) => number | null, ...readings: [header: string, expected: number][]) {
  for (const [header, expected] of readings) expect(read(header), header).toBe(expected);
}

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const msLeft = (header: string) => retryAfterMs(header, now);

  it('reads a delay in seconds', () => {
    expectReadings(msLeft, ['120', 120_000], [' 0 ', 0]);
  });

  it('reads an HTTP date as the time left until it', () => {
    expectReadings(msLeft, ['Sun, 01 Mar 2026 10:00:30 GMT', 30_000], ['Sun, 01 Mar 2026 09:00:00 GMT', 0]);
  });

  it('reads nothing from an absent or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});

const signInNow = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('secondsToWait', () => {
  const secondsLeft = (header: string) => secondsToWait(header, signInNow);

  it('reads a number of seconds', () => {
    expectReadings(secondsLeft, ['120', 120], [' 0 ', 0]);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expectReadings(secondsLeft, ['Mon, 23 Nov 2026 09:01:30 GMT', 90], ['Mon, 23 Nov 2026 08:59:00 GMT', 0]);
  });

  it.each([null, '', 'soon', '-5', '1.5e3'])('reads %j as unknown', (value) => {
    expect(secondsToWait(value, signInNow)).toBeNull();
  });
});
