import { z } from 'zod';

import { readTokenClaims } from '@/shared/lib/jwt';

import { EXP_TO_MS } from '../config/session-config';

/** The access-token claims of section 3. */
const accessClaimsSchema = z.object({
  guid: z.string().min(1),
  tenantGuid: z.string().min(1),
  email: z.string().min(1),
  orgGroupGuid: z.string().min(1),
  root: z.boolean().catch(false),
  languageId: z.string().min(2).catch('en-us'),
  virtualRole: z.string().nullish().catch(null),
  role: z.string().catch(''),
  exp: z.number(),
  /** The sign-in (session) the token belongs to; the same across refreshes and context switches. */
  sid: z.string().nullish().catch(null),
  ptl: z.string().nullish().catch(null),
});

const refreshClaimsSchema = z.object({ exp: z.number(), iat: z.number().optional() });

export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

/** Claims of a token that is not a readable JWT with the claims the shell needs are null, never a crash. */
export function parseAccessClaims(token: string | null | undefined): AccessClaims | null {
  const parsed = accessClaimsSchema.safeParse(readTokenClaims(token));
  return parsed.success ? parsed.data : null;
}

export function parseRefreshClaims(token: string | null | undefined): RefreshClaims | null {
  const parsed = refreshClaimsSchema.safeParse(readTokenClaims(token));
  return parsed.success ? parsed.data : null;
}

export const expiresAtMs = (claims: { exp: number }) => claims.exp * EXP_TO_MS;

export const isUnexpired = (claims: { exp: number } | null, nowMs: number) =>
  claims !== null && expiresAtMs(claims) > nowMs;
