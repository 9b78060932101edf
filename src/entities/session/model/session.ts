import type { SessionEndingReason } from '@trellis/module-sdk';
import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';

import { apiClient } from '@/shared/api';
import { clearSessionData } from '@/shared/lib/storage';

import { endServerSession } from '../api/session-api';
import { requestCodeToken, requestPasswordToken } from '../api/token-api';
import { isAdoptedRenewal } from '../lib/adopted-renewals';
import type { RefreshRetryHint } from '../lib/refresh-failure';
import { serverNow } from '../lib/server-clock';
import { readSsoLogoutUrl } from '../lib/sso-logout';
import { readStoredAuth, type StoredAuth } from '../lib/stored-auth';
import { type AccessClaims, isUnexpired, ownerOf, parseAccessClaims, parseRefreshClaims } from '../lib/token-claims';
import {
  completeOidcSignIn,
  endOidcSession,
  prepareOidcSignIn,
  signInWithOidcPopup,
  startOidcSignIn,
} from '../oidc/oidc-on-demand';
import { $hasUnsavedWork, sessionEndingFx } from './session-ending';
import { storeTokens } from './store-tokens';
import { judgeRefreshFailure, loadTokenRenewal, refreshOnce } from './token-renewal-on-demand';

export const appStarted = createEvent();
export const tokenReceived = createEvent<StoredAuth>();
export const logOutRequested = createEvent();
/** The idle time ran out (section 9): a logout, whose session-ending handlers are told `idle`. */
export const idleLogOffRequested = createEvent();
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
export const $sessionOwner = $accessClaims.map(ownerOf);

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

/**
 * Refreshes the tokens. Only one refresh runs at a time: in this tab callers that come while a renewal runs share it;
 * across tabs a Web Lock queues them (`token-renewal.ts`). A context switch is `switchSessionContextFx`.
 */
export const refreshSessionFx = createEffect(() => refreshOnce());

/** Callers that shared one refresh all see its one failure: it is judged once. */
const judgedFailures = new WeakSet<object>();

/** Read from storage, the source of truth across tabs: another tab may hold newer tokens than this scope has seen. */
const judgeRefreshFailureFx = createEffect(async (error: unknown) => {
  if (typeof error === 'object' && error !== null) {
    if (judgedFailures.has(error)) return 'judged before' as const;
    judgedFailures.add(error);
  }
  return judgeRefreshFailure(error, parseAccessClaims(readStoredAuth()?.access_token), serverNow());
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
    if (isUnexpired(claims, serverNow())) await endServerSession(apiClient);
    const oidcLogoutUrl = await oidcLogout;
    clearSessionData();
    return oidcLogoutUrl ?? ssoLogoutUrl;
  }),
});

/** The logout is over; the payload is the SSO logout URL to leave for, or null. */
export const loggedOut = logOutFx.finally.map((result) => (result.status === 'done' ? result.result : null));
/** Another tab logged out: this one follows without calling the server again (see `other-tabs.ts`). */
export const loggedOutElsewhere = createEvent();
/**
 * The session is over, by a logout in this tab or by following one in another: what every consumer that stops or
 * forgets something with the session listens to. The payload is the SSO logout URL to leave for, or null.
 */
export const sessionEnded = merge([loggedOut, loggedOutElsewhere.map((): string | null => null)]);

sample({ clock: appStarted, target: restoreSessionFx });
sample({ clock: restoreSessionFx.doneData, target: $auth });
const signInEffects = [signInWithPasswordFx, signInWithCodeFx, signInWithOidcFx, signInWithOidcPopupFx];
/** A sign-in (password, SAML code, OIDC by redirect or in a popup) is sending for its tokens. */
export const signInSent = merge(signInEffects);
/** A sign-in brought its tokens. */
export const signedIn = merge(signInEffects.map((effect) => effect.doneData));

/** Callers that shared one refresh all get its one result: the tokens are received once, not once per caller. */
const receivedRefreshes = new WeakSet<StoredAuth>();
const isFirstSightOf = (auth: StoredAuth) => !receivedRefreshes.has(auth) && Boolean(receivedRefreshes.add(auth));

/**
 * A refresh here found the tokens renewed by another tab while it waited for the lock: this tab takes them as it takes
 * a change it follows from storage, and reads again nothing that the renewing tab has read.
 */
export const renewalAdopted = refreshSessionFx.doneData.filter({ fn: isAdoptedRenewal });

sample({ clock: signedIn, target: tokenReceived });
sample({
  clock: refreshSessionFx.doneData,
  filter: (auth) => !isAdoptedRenewal(auth) && isFirstSightOf(auth),
  target: tokenReceived,
});
sample({ clock: renewalAdopted, target: $auth });
sample({ clock: tokenReceived, target: $auth });
sample({ clock: refreshSessionFx.failData, target: judgeRefreshFailureFx });
sample({ clock: judgeRefreshFailureFx.doneData, filter: (verdict) => verdict === 'log-off', target: logOutRequested });
sample({
  clock: judgeRefreshFailureFx.doneData,
  filter: (verdict): verdict is RefreshRetryHint => typeof verdict === 'object',
  target: refreshFailedForNow,
});
/** Hosted modules may save drafts before the logout: the session-ending handlers run first (3 s at most). */
const endBeforeLogOutFx = attach({ effect: sessionEndingFx });
const logOutStarted = merge([
  logOutRequested.map((): SessionEndingReason => 'logout'),
  idleLogOffRequested.map((): SessionEndingReason => 'idle'),
]);
sample({
  clock: logOutStarted,
  filter: combine(endBeforeLogOutFx.pending, logOutFx.pending, (ending, out) => !ending && !out),
  target: endBeforeLogOutFx,
});
sample({ clock: endBeforeLogOutFx.finally, fn: () => undefined, target: logOutFx });
/** A logout (logOutRequested) is under way, its session-ending handlers included: its buttons show it and wait. */
export const $isLoggingOut = combine(endBeforeLogOutFx.pending, logOutFx.pending, (ending, out) => ending || out);
sample({ clock: loggedOut, fn: () => null, target: $auth });
$hasUnsavedWork.reset(sessionEnded);

/** The renewal's code comes as a session starts, or a sign-in sends for its token: a first refresh does not wait. */
const loadTokenRenewalFx = createEffect(async () => {
  await loadTokenRenewal();
});
sample({ clock: [signInSent, restoreSessionFx.doneData.filter({ fn: Boolean })], target: loadTokenRenewalFx });
