import { MAX_TIMER_DELAY_MS, OIDC_TIMEOUT_FACTOR } from '../oidc/oidc-config';
import { expiresAtMs } from './token-claims';

/**
 * Milliseconds until `token_expires` is due: the moment 0.75 of the time between storing the token and its expiry
 * has passed, counted from now; never below 0, never above what a browser timer can hold.
 */
export function tokenExpiresInMs(claims: { exp: number }, storedAtMs: number, nowMs: number): number {
  const dueAfterMs = (expiresAtMs(claims) - storedAtMs) * OIDC_TIMEOUT_FACTOR - (nowMs - storedAtMs);
  return Math.min(Math.max(0, dueAfterMs), MAX_TIMER_DELAY_MS);
}
