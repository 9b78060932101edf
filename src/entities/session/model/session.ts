import { attach, createEffect, createEvent, createStore, merge, sample } from 'effector';

import { apiClient } from '@/shared/api';
import { clearSessionData } from '@/shared/lib/storage';

import { endServerSession } from '../api/session-api';
import {
  type ContextSwitch,
  isRefusedGrant,
  requestCodeToken,
  requestPasswordToken,
  requestRefreshedToken,
  type TokenResponse,
} from '../api/token-api';
import { RENEWED_TOKENS_VISIBLE_WITHIN_MS } from '../config/auto-refresh-config';
import { judgeRefreshFailure, type RefreshRetryHint } from '../lib/refresh-failure';
import { readSsoLogoutUrl } from '../lib/sso-logout';
import {
  readStoredAuth,
  type StoredAuth,
  storedAuthRenewedFrom,
  toStoredAuth,
  writeStoredAuth,
} from '../lib/stored-auth';
import { type AccessClaims, isUnexpired, parseAccessClaims, parseRefreshClaims } from '../lib/token-claims';
import {
  completeOidcSignIn,
  endOidcSession,
  prepareOidcSignIn,
  refreshOidcTokens,
  signInWithOidcPopup,
  startOidcSignIn,
} from '../oidc/oidc-on-demand';
import { withRefreshLock } from './refresh-lock';

export const appStarted = createEvent();
export const tokenReceived = createEvent<StoredAuth>();
export const logOutRequested = createEvent();
/** A refresh failed only for now (the endpoint did not answer) while the access token still holds: try again later. */
export const refreshFailedForNow = createEvent<RefreshRetryHint>();

export const $auth = createStore<StoredAuth | null>(null);
export const $accessClaims = $auth.map((auth) => parseAccessClaims(auth?.access_token));
export const $refreshClaims = $auth.map((auth) => parseRefreshClaims(auth?.refresh_token));
export const $isLoggedIn = $auth.map((auth) => auth !== null);
export const $userName = $accessClaims.map((claims) => claims?.email ?? null);
/** The session's tenant; null when signed out. */
export const $tenantGuid = $auth.map((auth) => auth?.tenantGuid ?? null);
/** Whose data the session reads (server data and storage are kept per user and tenant); null when signed out. */
export const $sessionOwner = $accessClaims.map((claims) =>
  claims ? { userGuid: claims.guid, tenantGuid: claims.tenantGuid } : null,
);

function storeTokens(tokens: TokenResponse, identityProvider?: 'oidc'): StoredAuth {
  const auth = toStoredAuth(tokens, identityProvider);
  if (!auth) throw new Error('The identity provider answered tokens the shell cannot read.');
  // Written at once, so that callers waiting on the same refresh read the new tokens.
  writeStoredAuth(auth);
  return auth;
}

/** On application start the stored auth becomes the session (section 4). */
export const restoreSessionFx = createEffect(() => readStoredAuth());

export const signInWithPasswordFx = createEffect(async ({ email, password }: { email: string; password: string }) =>
  storeTokens(await requestPasswordToken(apiClient, email, password)),
);

export const signInWithCodeFx = createEffect(async (code: string) =>
  storeTokens(await requestCodeToken(apiClient, code)),
);

/** OIDC mode: checks the provider (section 5) and sends the browser to its authorisation endpoint. */
export const startOidcSignInFx = createEffect(startOidcSignIn);

/** OIDC mode: signs in in a popup over the sign-in page. */
export const signInWithOidcPopupFx = createEffect(async () => storeTokens(await signInWithOidcPopup(), 'oidc'));

/** OIDC mode: loads what a sign-in needs before the click, so that the browser still lets the click open a popup. */
export const prepareOidcSignInFx = createEffect(prepareOidcSignIn);

/** OIDC mode: the provider sent the browser back to /sso with a code and state. */
export const signInWithOidcFx = createEffect(async () => storeTokens(await completeOidcSignIn(), 'oidc'));

export const endOidcSessionFx = createEffect(endOidcSession);

/** OIDC tokens are renewed by the provider (silent refresh); a context switch needs the platform's token endpoint. */
function renewTokens(stored: StoredAuth, change?: ContextSwitch): Promise<TokenResponse> {
  if (stored.identityProvider !== 'oidc') return requestRefreshedToken(apiClient, stored.refresh_token, change);
  if (change) return Promise.reject(new Error('A context switch is not possible with an external OpenID provider.'));
  return refreshOidcTokens();
}

let refreshInFlight: Promise<StoredAuth> | null = null;

/**
 * Refreshes the tokens. Only one refresh runs at a time: in this tab callers that come while it runs share it; across
 * tabs a Web Lock queues them, and a tab that finds the stored refresh token rotated while it waited uses the stored
 * auth instead of spending a token another tab has already used. A context switch always makes a request of its own.
 */
export const refreshSessionFx = createEffect((change?: ContextSwitch) => {
  if (refreshInFlight && !change) return refreshInFlight;
  const startedWith = readStoredAuth();
  if (!startedWith) return Promise.reject(new Error('There is no session to refresh.'));
  const refresh = withRefreshLock(async (waitedForAnotherTab) => {
    if (waitedForAnotherTab) await storedAuthRenewedFrom(startedWith.refresh_token, RENEWED_TOKENS_VISIBLE_WITHIN_MS);
    const stored = readStoredAuth();
    if (!stored) throw new Error('The session ended while waiting to refresh.');
    const rotatedElsewhere = stored.refresh_token !== startedWith.refresh_token;
    if (rotatedElsewhere && !change) return stored;
    return storeTokens(await renewTokens(stored, change), stored.identityProvider);
  });
  refreshInFlight = refresh.finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
});

/** Callers that shared one refresh all see its one failure: it is judged once. */
const judgedFailures = new WeakSet<object>();

/** Read from storage, the source of truth across tabs: another tab may hold newer tokens than this scope has seen. */
const judgeRefreshFailureFx = createEffect((error: unknown) => {
  if (typeof error === 'object' && error !== null) {
    if (judgedFailures.has(error)) return 'judged before' as const;
    judgedFailures.add(error);
  }
  return judgeRefreshFailure(error, parseAccessClaims(readStoredAuth()?.access_token), Date.now());
});

/**
 * Logout: the server is told only while the access token is still valid; its failure does not stop logout.
 * Answers where to go next: the SSO logout page of an SSO user, or null for the shell's sign-in.
 */
export const logOutFx = attach({
  source: { claims: $accessClaims, auth: $auth },
  effect: createEffect(async ({ claims, auth }: { claims: AccessClaims | null; auth: StoredAuth | null }) => {
    const ssoLogoutUrl = readSsoLogoutUrl();
    // Started before the first await: an effect called later in a handler would leave the scope.
    const oidcLogout =
      auth?.identityProvider === 'oidc'
        ? endOidcSessionFx(auth.refresh_token).then(
            ({ url }) => url,
            () => null,
          )
        : Promise.resolve(null);
    if (isUnexpired(claims, Date.now())) await endServerSession(apiClient);
    const oidcLogoutUrl = await oidcLogout;
    clearSessionData();
    return oidcLogoutUrl ?? ssoLogoutUrl;
  }),
});

/** The logout is over; the payload is the SSO logout URL to leave for, or null. */
export const loggedOut = logOutFx.finally.map((result) => (result.status === 'done' ? result.result : null));

sample({ clock: appStarted, target: restoreSessionFx });
sample({ clock: restoreSessionFx.doneData, target: $auth });
const signInEffects = [signInWithPasswordFx, signInWithCodeFx, signInWithOidcFx, signInWithOidcPopupFx];
/** A sign-in (password, SAML code, OIDC by redirect or in a popup) is sending for its tokens. */
export const signInSent = merge(signInEffects);
/** A sign-in brought its tokens. */
export const signedIn = merge(signInEffects.map((effect) => effect.doneData));

sample({
  clock: [signedIn, refreshSessionFx.doneData],
  target: tokenReceived,
});
sample({ clock: tokenReceived, target: $auth });
// A context switch that fails leaves the session as it was (its caller says so) unless its refresh token was refused.
sample({
  clock: refreshSessionFx.fail,
  filter: ({ params, error }) => Boolean(params) && isRefusedGrant(error),
  target: logOutRequested,
});
sample({
  clock: refreshSessionFx.fail,
  filter: ({ params }) => !params,
  fn: ({ error }) => error,
  target: judgeRefreshFailureFx,
});
sample({ clock: judgeRefreshFailureFx.doneData, filter: (verdict) => verdict === 'log-off', target: logOutRequested });
sample({
  clock: judgeRefreshFailureFx.doneData,
  filter: (verdict): verdict is RefreshRetryHint => typeof verdict === 'object',
  target: refreshFailedForNow,
});
sample({ clock: logOutRequested, target: logOutFx });
sample({ clock: loggedOut, fn: () => null, target: $auth });
