import { MAX_TIMER_DELAY_MS, OIDC_TIMEOUT_FACTOR } from '../config/oidc-config';
import { expiresAtMs } from './token-claims';

/**
 * Milliseconds until `token_expires` is due: the moment 0.75 of the time between storing the token and its expiry
 * has passed, counted from now; never below 0, never above what a browser timer can hold.
 */
export function tokenExpiresInMs(claims: { exp: number }, storedAtMs: number, nowMs: number): number {
  const dueAfterMs = (expiresAtMs(claims) - storedAtMs) * OIDC_TIMEOUT_FACTOR - (nowMs - storedAtMs);
  return Math.min(Math.max(0, dueAfterMs), MAX_TIMER_DELAY_MS);
}

/**
 * Whether the auto refresh renews the token on this tick: only when it would expire before the next one (section 9
 * compares expiry as exp × 1000), so that a token is renewed as it nears its end and never when it is new. An
 * unreadable token is renewed.
 */
export const nearsItsEnd = (claims: { exp: number } | null, nowMs: number, nextTickInMs: number) =>
  claims === null || expiresAtMs(claims) - nowMs <= nextTickInMs;
