import { decodeJwt, type JWTPayload } from 'jose';

/** The unverified payload of a JWT (the server verifies it); null for anything that is not a JWT. */
export function readTokenClaims(token: string | null | undefined): JWTPayload | null {
  if (!token) return null;
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}
