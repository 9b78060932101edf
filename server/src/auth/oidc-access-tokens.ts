import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';

import type { SessionClaims } from './session-claims.ts';

/** The audience the OpenID provider gives access tokens for this API (its resource indicator). */
export const OIDC_API_AUDIENCE = 'trellis';

/**
 * In OIDC mode the shell holds access tokens of an external OpenID provider. They are accepted when that provider
 * signed them for this API and they carry the claims of section 3.
 */
export function createOidcTokenVerifier(authority: string) {
  const issuer = authority.replace(/\/$/, '');
  const keys = createRemoteJWKSet(new URL(`${issuer}/jwks`));
  return {
    issues: (token: string) => {
      try {
        return decodeJwt(token).iss === issuer;
      } catch {
        return false;
      }
    },
    verify: async (token: string): Promise<SessionClaims> => {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: OIDC_API_AUDIENCE });
      return { ptl: null, sid: `oidc:${String(payload.jti)}`, ...payload } as unknown as SessionClaims;
    },
  };
}
