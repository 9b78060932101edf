import { describe, expect, it } from 'vitest';
import { secondsToWait } from './retry-after';

const now = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('secondsToWait', () => {
  it('reads a number of seconds', () => {
    expect(secondsToWait('120', now)).toBe(120);
    expect(secondsToWait(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(secondsToWait('Mon, 23 Nov 2026 09:01:30 GMT', now)).toBe(90);
    expect(secondsToWait('Mon, 23 Nov 2026 08:59:00 GMT', now)).toBe(0);
  });

  it.each([null, '', 'soon', '-5', '1.5e3'])('reads %j as unknown', (value) => {
    expect(secondsToWait(value, now)).toBeNull();
  });
});
