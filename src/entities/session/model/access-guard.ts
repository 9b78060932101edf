import { createEffect } from 'effector';

import { ACCEPT_EULA_ROLE } from '../config/session-config';
import { isNetworkFailure } from '../lib/network-failure';
import { serverNow } from '../lib/server-clock';
import { readStoredAuth } from '../lib/stored-auth';
import { isUnexpired, parseAccessClaims } from '../lib/token-claims';
import { refreshSessionFx } from './session';

export type AccessDecision = 'allowed' | 'signed-out' | 'accept-eula';

/**
 * The access guard of section 4: with a refresh token, a valid access token passes, otherwise a refresh is tried
 * (its failure logs off). A user whose role is AcceptEula and who has a virtual role must accept the EULA first.
 */
export const checkAccessFx = createEffect(async (): Promise<AccessDecision> => {
  const stored = readStoredAuth();
  if (!stored?.refresh_token) return 'signed-out';
  let auth = stored;
  if (!isUnexpired(parseAccessClaims(auth.access_token), serverNow())) {
    try {
      auth = await refreshSessionFx();
    } catch (error) {
      // Offline: the pages show what they have and read again when the network returns (issue 39).
      if (!isNetworkFailure(error)) return 'signed-out';
    }
  }
  const claims = parseAccessClaims(auth.access_token);
  if (!claims) return 'signed-out';
  return claims.role === ACCEPT_EULA_ROLE && claims.virtualRole ? 'accept-eula' : 'allowed';
});
