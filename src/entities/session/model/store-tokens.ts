import { rememberClockOffset } from '../lib/server-clock';
import { type StoredAuth, toStoredAuth, writeStoredAuth } from '../lib/stored-auth';
import type { TokenResponse } from '../lib/token-response';

export function storeTokens(tokens: TokenResponse, identityProvider?: 'oidc'): StoredAuth {
  const auth = toStoredAuth(tokens, identityProvider);
  if (!auth) throw new Error('The identity provider answered tokens the shell cannot read.');
  rememberClockOffset(auth, Date.now());
  // Written at once, so that callers waiting on the same refresh read the new tokens.
  writeStoredAuth(auth);
  return auth;
}
