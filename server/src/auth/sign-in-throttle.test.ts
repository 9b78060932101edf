import { describe, expect, it } from 'vitest';

import { createSignInThrottle, DEFAULT_SIGN_IN_LIMITS, SignInThrottledError } from './sign-in-throttle.ts';

function throttleWithClock(limits = DEFAULT_SIGN_IN_LIMITS) {
  let now = Date.UTC(2026, 10, 23, 9);
  const throttle = createSignInThrottle(limits, () => now);
  return {
    throttle,
    advanceS: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

function retryAfterOf(check: () => void): number | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof SignInThrottledError) return error.retryAfterS;
    throw error;
  }
}

describe('the sign-in throttle', () => {
  const account = 'admin@acme.test';
  const address = '10.1.1.1';

  it('locks after five failures for 60 s, then doubles with every further failure up to 15 minutes', () => {
    const { throttle, advanceS } = throttleWithClock();
    const allowed = () => retryAfterOf(() => throttle.assertAllowed(account, address));
    for (let i = 0; i < 4; i++) throttle.failed(account, `10.2.0.${i}`);
    expect(allowed()).toBeNull();
    const lockouts = [];
    for (let failure = 5; failure <= 10; failure++) {
      throttle.failed(account, `10.2.1.${failure}`);
      const wait = allowed();
      lockouts.push(wait);
      advanceS(wait ?? 0);
      expect(allowed()).toBeNull();
    }
    expect(lockouts).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('counts down the wait in whole seconds', () => {
    const { throttle, advanceS } = throttleWithClock();
    for (let i = 0; i < 5; i++) throttle.failed(account, address);
    advanceS(59.2);
    expect(retryAfterOf(() => throttle.assertAllowed(account, '10.9.9.9'))).toBe(1);
  });

  it('forgets an account’s failures a day after the last one', () => {
    const { throttle, advanceS } = throttleWithClock();
    for (let i = 0; i < 4; i++) throttle.failed(account, `10.3.0.${i}`);
    advanceS(24 * 60 * 60 + 1);
    throttle.failed(account, '10.3.1.1');
    expect(retryAfterOf(() => throttle.assertAllowed(account, '10.3.2.1'))).toBeNull();
  });

  it('opens a new per-address window a minute after the first failure of the last one', () => {
    const { throttle, advanceS } = throttleWithClock({ ...DEFAULT_SIGN_IN_LIMITS, failuresPerAddressPerMinute: 2 });
    throttle.failed('a@acme.test', address);
    advanceS(20);
    throttle.failed('b@acme.test', address);
    expect(retryAfterOf(() => throttle.assertAllowed('c@acme.test', address))).toBe(40);
    advanceS(40);
    expect(retryAfterOf(() => throttle.assertAllowed('c@acme.test', address))).toBeNull();
  });

  it('a success clears the account but not the address', () => {
    const { throttle } = throttleWithClock({ ...DEFAULT_SIGN_IN_LIMITS, failuresPerAddressPerMinute: 2 });
    throttle.failed(account, address);
    throttle.failed(account, address);
    throttle.succeeded(account);
    expect(retryAfterOf(() => throttle.assertAllowed(account, '10.4.4.4'))).toBeNull();
    expect(retryAfterOf(() => throttle.assertAllowed(account, address))).toBe(60);
  });
});
