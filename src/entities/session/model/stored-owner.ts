import { readStoredAuth } from '../lib/stored-auth';
import { parseAccessClaims } from '../lib/token-claims';

/** Whose session storage holds now (user and tenant), or null when no one is signed in. */
export function storedSessionOwner(): { userGuid: string; tenantGuid: string } | null {
  const claims = parseAccessClaims(readStoredAuth()?.access_token);
  return claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null;
}
