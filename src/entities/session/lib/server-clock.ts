import { z } from 'zod/mini';

import { readTokenClaims } from '@/shared/lib/jwt';
import { localStore } from '@/shared/lib/storage';

import { CLOCK_OFFSET_NOISE_MS, EXP_TO_MS } from '../config/session-config';

/**
 * The issuer's time less this device's (ms), measured from a token's `iat` as the token arrives: a token is issued
 * a moment before it arrives, so the issuer's clock read `iat` then. Null for a token without `iat`.
 */
export function measureClockOffsetMs(token: string | null | undefined, receivedAtMs: number): number | null {
  const issuedAt = readTokenClaims(token)?.iat;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null;
  const offsetMs = issuedAt * EXP_TO_MS - receivedAtMs;
  return Math.abs(offsetMs) < CLOCK_OFFSET_NOISE_MS ? 0 : offsetMs;
}

/**
 * Kept in storage, so that every tab and a reloaded page judge by the last measurement (one device, one offset). The
 * access token is measured, or else the refresh token (an OIDC provider's ID token); a token without `iat` leaves
 * the last measurement as it was.
 */
export function rememberClockOffset(tokens: { access_token: string; refresh_token: string }, receivedAtMs: number) {
  const offsetMs =
    measureClockOffsetMs(tokens.access_token, receivedAtMs) ?? measureClockOffsetMs(tokens.refresh_token, receivedAtMs);
  if (offsetMs !== null) localStore.write('clockOffset', offsetMs);
}

/** The last measured offset; 0 (the device's clock is taken as right) until a token has been measured. */
export const clockOffsetMs = (): number => localStore.read('clockOffset', z.number()) ?? 0;

/**
 * Now on the issuer's clock: what every judgement of a token's expiry compares with (exp × 1000), since a laptop's
 * clock can be minutes off the issuer's. Durations (a timer's delay, the time since the last activity) stay on the
 * device's clock; only instants read from tokens need the issuer's.
 */
export const serverNow = (deviceNowMs: number = Date.now()): number => deviceNowMs + clockOffsetMs();
