import { describe, expect, it } from 'vitest';

import { tokenExpiresInMs } from './token-expiry';

describe('tokenExpiresInMs', () => {
  it('is due after 0.75 of the lifetime from storing the token', () => {
    expect(tokenExpiresInMs({ exp: 400 }, 0, 0)).toBe(300_000);
  });

  it('counts from when the token was stored, not from now', () => {
    expect(tokenExpiresInMs({ exp: 400 }, 0, 100_000)).toBe(200_000);
  });

  it('is due at once when 0.75 of the lifetime has already passed', () => {
    expect(tokenExpiresInMs({ exp: 400 }, 0, 350_000)).toBe(0);
  });

  it('never waits longer than a browser timer can hold: 2147483647 ms', () => {
    expect(tokenExpiresInMs({ exp: 10 * 365 * 24 * 3600 }, 0, 0)).toBe(2_147_483_647);
  });
});
