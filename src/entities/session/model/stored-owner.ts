import { readStoredAuth } from '../lib/stored-auth';
import { ownerOf, parseAccessClaims, type SessionOwner } from '../lib/token-claims';

/** Whose session storage holds now (user and tenant), or null when no one is signed in. */
export function storedSessionOwner(): SessionOwner | null {
  return ownerOf(parseAccessClaims(readStoredAuth()?.access_token));
}
