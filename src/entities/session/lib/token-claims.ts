import { z } from 'zod/mini';

import { readTokenClaims } from '@/shared/lib/jwt';

import { EXP_TO_MS } from '../config/session-config';

/** The access-token claims of section 3. */
const accessClaimsSchema = z.object({
  guid: z.string().check(z.minLength(1)),
  tenantGuid: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  orgGroupGuid: z.string().check(z.minLength(1)),
  root: z.catch(z.boolean(), false),
  languageId: z.catch(z.string().check(z.minLength(2)), 'en-us'),
  virtualRole: z.catch(z.nullish(z.string()), null),
  role: z.catch(z.string(), ''),
  exp: z.number(),
  /** The sign-in (session) the token belongs to; the same across refreshes and context switches. */
  sid: z.catch(z.nullish(z.string()), null),
  ptl: z.catch(z.nullish(z.string()), null),
});

const refreshClaimsSchema = z.object({ exp: z.number(), iat: z.optional(z.number()) });

export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

/** Claims of a token that is not a readable JWT with the claims the shell needs are null, never a crash. */
export function parseAccessClaims(token: string | null | undefined): AccessClaims | null {
  const claims = readTokenClaims(token);
  // No token is the signed-out page's every read: a refused parse would build an error (with its stack) to say so.
  if (claims === null) return null;
  const parsed = accessClaimsSchema.safeParse(claims);
  return parsed.success ? parsed.data : null;
}

export function parseRefreshClaims(token: string | null | undefined): RefreshClaims | null {
  const claims = readTokenClaims(token);
  if (claims === null) return null;
  const parsed = refreshClaimsSchema.safeParse(claims);
  return parsed.success ? parsed.data : null;
}

export const expiresAtMs = (claims: { exp: number }) => claims.exp * EXP_TO_MS;

export const isUnexpired = (claims: { exp: number } | null, nowMs: number) =>
  claims !== null && expiresAtMs(claims) > nowMs;

/** Whose data a session reads: server data and storage are kept per user and tenant. */
export interface SessionOwner {
  userGuid: string;
  tenantGuid: string;
}

export const ownerOf = (claims: AccessClaims | null): SessionOwner | null =>
  claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null;
