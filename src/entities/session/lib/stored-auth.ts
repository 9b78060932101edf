import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';
import { giveUpAfter } from '@/shared/lib/timer';

import type { TokenResponse } from '../api/token-api';
import { parseAccessClaims } from './token-claims';

/** The stored login object of section 3, under the product-prefixed ZenAuth key. */
export const storedAuthSchema = z.object({
  tenantGuid: z.string(),
  orgGroupGuid: z.string(),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  /** Set when the tokens come from an external OpenID provider; its ID token then holds the refresh_token slot. */
  identityProvider: z.optional(z.literal('oidc')),
});

export type StoredAuth = z.infer<typeof storedAuthSchema>;

export function toStoredAuth(tokens: TokenResponse, identityProvider?: 'oidc'): StoredAuth | null {
  const claims = parseAccessClaims(tokens.access_token);
  if (!claims) return null;
  return {
    tenantGuid: claims.tenantGuid,
    orgGroupGuid: claims.orgGroupGuid,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    ...(identityProvider ? { identityProvider } : {}),
  };
}

export const readStoredAuth = (): StoredAuth | null => localStore.read('auth', storedAuthSchema);

export function writeStoredAuth(auth: StoredAuth | null): void {
  if (auth) localStore.write('auth', auth);
  else localStore.remove('auth');
}

/**
 * The stored auth once its refresh token is no longer `spent`: another tab renewed it. That tab's write reaches this
 * one a moment after it, in no fixed order with other messages between tabs (a Web Lock's release among them), so
 * this waits for it up to `withinMs`; null when no renewal shows by then.
 */
export function storedAuthRenewedFrom(spent: string, withinMs: number): Promise<StoredAuth | null> {
  const renewed = () => {
    const stored = readStoredAuth();
    return stored && stored.refresh_token !== spent ? stored : null;
  };
  const waitForRenewal = (signal: AbortSignal) =>
    new Promise<StoredAuth | null>((resolve) => {
      const onStorage = () => {
        const auth = renewed();
        if (auth) resolve(auth);
      };
      globalThis.addEventListener?.('storage', onStorage, { signal });
      onStorage();
    });
  return giveUpAfter(withinMs, waitForRenewal, renewed);
}
