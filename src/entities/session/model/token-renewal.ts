import { apiClient } from '@/shared/api';

import { type ContextSwitch, requestRefreshedToken } from '../api/token-api';
import { RENEWED_TOKENS_VISIBLE_WITHIN_MS } from '../config/refresh-config';
import { adoptRenewal } from '../lib/adopted-renewals';
import { readStoredAuth, type StoredAuth, storedAuthRenewedFrom } from '../lib/stored-auth';
import type { TokenResponse } from '../lib/token-response';
import { refreshOidcTokens } from '../oidc/oidc-on-demand';
import { withRefreshLock } from './refresh-lock';
import { storeTokens } from './store-tokens';

/** OIDC tokens are renewed by the provider (silent refresh); a context switch needs the platform's token endpoint. */
function renewTokens(stored: StoredAuth, change?: ContextSwitch): Promise<TokenResponse> {
  if (stored.identityProvider !== 'oidc') return requestRefreshedToken(apiClient, stored.refresh_token, change);
  if (change) return Promise.reject(new Error('A context switch is not possible with an external OpenID provider.'));
  return refreshOidcTokens();
}

/**
 * Renews the stored tokens holding the cross-tab lock: a tab that finds the stored refresh token rotated while it
 * waited uses the stored auth instead of spending a token another tab has already used. A context switch always asks
 * for tokens of its own (with the stored refresh token, also when another tab rotated it).
 */
function renewStoredTokens(change?: ContextSwitch): Promise<StoredAuth> {
  const startedWith = readStoredAuth();
  if (!startedWith) return Promise.reject(new Error('There is no session to refresh.'));
  return withRefreshLock(async (waitedForAnotherTab) => {
    if (waitedForAnotherTab) await storedAuthRenewedFrom(startedWith.refresh_token, RENEWED_TOKENS_VISIBLE_WITHIN_MS);
    const stored = readStoredAuth();
    if (!stored) throw new Error('The session ended while waiting to refresh.');
    const rotatedElsewhere = stored.refresh_token !== startedWith.refresh_token;
    if (rotatedElsewhere && !change) return adoptRenewal(stored);
    return storeTokens(await renewTokens(stored, change), stored.identityProvider);
  });
}

/** The renewal running in this tab (a refresh or a switch): a refresh asked for meanwhile waits for its tokens. */
let renewalInFlight: Promise<StoredAuth> | null = null;
/** The context switch running in this tab, and the change it makes. */
let switchInFlight: { change: string; renewal: Promise<StoredAuth> } | null = null;

function inFlight(renewal: Promise<StoredAuth>): Promise<StoredAuth> {
  const tracked = renewal.finally(() => {
    if (renewalInFlight === tracked) renewalInFlight = null;
  });
  renewalInFlight = tracked;
  return tracked;
}

/** A refresh: callers that come while any renewal runs share it. */
export function refreshOnce(): Promise<StoredAuth> {
  return renewalInFlight ?? inFlight(renewStoredTokens());
}

/**
 * A context switch: the same change asked again while it runs shares it; another change makes a request of its own,
 * after it (the refresh lock queues them).
 */
export function switchOnce(change: ContextSwitch): Promise<StoredAuth> {
  const key = JSON.stringify(change);
  if (switchInFlight?.change === key) return switchInFlight.renewal;
  const renewal = inFlight(renewStoredTokens(change));
  const current = { change: key, renewal };
  switchInFlight = current;
  void renewal
    .finally(() => {
      if (switchInFlight === current) switchInFlight = null;
    })
    .catch(() => undefined);
  return renewal;
}

export { judgeRefreshFailure } from '../lib/refresh-failure';
