import type { User } from 'oidc-client-ts';

import { OIDC_CLOCK_SKEW_MS } from '../config/oidc-config';
import { clockOffsetMs, measureClockOffsetMs, rememberClockOffset } from '../lib/server-clock';
import type { TokenResponse } from '../lib/token-response';
import { type IdTokenExpectations, validateIdToken } from './validate-id-token';

export type IdTokenChecks = Omit<IdTokenExpectations, 'clockSkewMs' | 'currentDate' | 'accessToken'>;

/**
 * The tokens as the session model stores them; the ID token takes the refresh token's place (see decisions).
 *
 * oidc-client-ts has checked state and nonce before this runs, so the ID token was issued for this very request: its
 * `iat` is the provider's clock a moment ago. The device's offset is measured from it first and the token judged on
 * the provider's clock then, so that a first sign-in on a device minutes off is judged as on a right clock; the skew
 * allowance stays for what the measurement cannot see. The offset is kept only for a token that passed.
 */
export async function oidcTokens(
  user: Pick<User, 'id_token' | 'access_token' | 'expires_in'> | null,
  checks: IdTokenChecks,
  receivedAtMs: number = Date.now(),
): Promise<TokenResponse> {
  if (!user?.id_token) throw new Error('The identity provider answered no ID token.');
  const offsetMs = measureClockOffsetMs(user.id_token, receivedAtMs) ?? clockOffsetMs();
  await validateIdToken(user.id_token, {
    ...checks,
    clockSkewMs: OIDC_CLOCK_SKEW_MS,
    currentDate: new Date(receivedAtMs + offsetMs),
    accessToken: user.access_token,
  });
  const tokens = { access_token: user.access_token, refresh_token: user.id_token, expires_in: user.expires_in };
  rememberClockOffset(tokens, receivedAtMs);
  return tokens;
}
