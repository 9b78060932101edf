import { base64url, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

import { IdTokenInvalidError } from './oidc-error-types';

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
  clockSkewMs: number;
  /** The access token that came with the identity token: an at_hash in the identity token must match it. */
  accessToken?: string;
  /**
   * When the access token came from the authorisation endpoint (implicit or hybrid flows) the identity token must
   * carry at_hash; from the token endpoint (code flow) it may (OpenID Connect Core 3.1.3.6).
   */
  atHashRequired?: boolean;
  currentDate?: Date;
}

/**
 * Section 5: at_hash is required when an access token is requested with the identity token, that is, from the
 * authorisation endpoint (a response type with `token`). The code flow gets it from the token endpoint, where OpenID
 * Connect Core 3.1.3.6 makes at_hash optional, as the identity library the specification describes does too.
 */
export const isAtHashRequired = (responseType: string) => responseType.split(' ').includes('token');

const CLAIM_MESSAGES: Record<string, string> = {
  aud: 'Wrong audience',
  iss: 'Wrong issuer',
  sub: 'No sub claim in id_token',
  iat: 'No iat claim in id_token',
};

/** at_hash: the left half of the SHA-256 of the access token, base64url-encoded (OpenID Connect Core 3.1.3.6). */
async function accessTokenHash(accessToken: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken)));
  return base64url.encode(digest.slice(0, digest.length / 2));
}

/**
 * Checks the identity token's signature and the claims rules of section 5 (oidc-client-ts checks state and nonce
 * itself). Throws IdTokenInvalidError with the specification's messages.
 */
export async function validateIdToken(idToken: string, expected: IdTokenExpectations): Promise<void> {
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      requiredClaims: ['sub', 'iat'],
      clockTolerance: expected.clockSkewMs / 1000,
      currentDate: expected.currentDate,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new IdTokenInvalidError('Token has expired');
    if (error instanceof errors.JWTClaimValidationFailed && CLAIM_MESSAGES[error.claim])
      throw new IdTokenInvalidError(CLAIM_MESSAGES[error.claim] as string);
    throw error;
  }
  // Judged on the clock its own iat gives (see oidcTokens), a token expired when issued passes the skew allowance.
  if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && claims.exp <= claims.iat)
    throw new IdTokenInvalidError('Token has expired');
  if (expected.accessToken === undefined) return;
  if (typeof claims.at_hash !== 'string') {
    if (expected.atHashRequired) throw new IdTokenInvalidError('An at_hash is needed!');
    return;
  }
  if (claims.at_hash !== (await accessTokenHash(expected.accessToken))) throw new IdTokenInvalidError('Wrong at_hash');
}
