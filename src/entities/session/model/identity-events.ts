import { createEffect, merge, sample } from 'effector';

import { appEnv } from '@/shared/config';

import { TokenRejectedError } from '../api/token-api';
import { signInErrorEvent, silentRefreshErrorEvent } from '../oidc/oidc-errors';
import { switchSessionContextFx } from './context-switch';
import { sessionChanged } from './other-tabs';
import {
  $auth,
  endOidcSessionFx,
  loggedOutElsewhere,
  logOutFx,
  refreshSessionFx,
  signInWithCodeFx,
  signInWithOidcFx,
  signInWithOidcPopupFx,
  signInWithPasswordFx,
  startOidcSignInFx,
} from './session';
import { accessTokenExpiring } from './token-expiry';
import { loadUserProfileFx } from './user-profile';

/** The identity events of sections 4 and 8 as one typed stream. */
export type IdentityEvent =
  | { type: 'token_received' }
  | { type: 'token_refreshed' }
  | { type: 'token_expires' }
  | { type: 'silently_refreshed' }
  | { type: 'session_changed' }
  | { type: 'session_terminated' }
  | { type: 'session_error'; error: unknown }
  | { type: 'logout' }
  | { type: 'token_error'; error: unknown }
  | { type: 'token_refresh_error'; error: unknown }
  | {
      type: 'discovery_document_validation_error' | 'discovery_document_load_error' | 'jwks_load_error';
      error?: unknown;
    }
  | {
      type: 'user_profile_load_error' | 'code_error' | 'invalid_nonce_in_state' | 'token_validation_error';
      error?: unknown;
    }
  | { type: 'token_revoke_error' | 'silent_refresh_error' | 'silent_refresh_timeout'; error?: unknown }
  | { type: 'popup_closed' | 'popup_blocked'; error?: unknown };

export const identityEvent = merge([
  signInWithPasswordFx.done.map((): IdentityEvent => ({ type: 'token_received' })),
  signInWithPasswordFx.failData.map((error): IdentityEvent => ({
    type: error instanceof TokenRejectedError ? 'token_error' : 'session_error',
    error,
  })),
  signInWithCodeFx.done.map((): IdentityEvent => ({ type: 'token_received' })),
  signInWithOidcFx.done.map((): IdentityEvent => ({ type: 'token_received' })),
  signInWithOidcFx.failData.map((error): IdentityEvent => ({ type: signInErrorEvent(error), error })),
  startOidcSignInFx.failData.map((error): IdentityEvent => ({ type: signInErrorEvent(error), error })),
  signInWithOidcPopupFx.done.map((): IdentityEvent => ({ type: 'token_received' })),
  signInWithOidcPopupFx.failData.map((error): IdentityEvent => ({ type: signInErrorEvent(error), error })),
  loadUserProfileFx.failData.map((error): IdentityEvent => ({ type: 'user_profile_load_error', error })),
  accessTokenExpiring.map((): IdentityEvent => ({ type: 'token_expires' })),
  sessionChanged.map((): IdentityEvent => ({ type: 'session_changed' })),
  sample({
    clock: [refreshSessionFx.done, switchSessionContextFx.done],
    source: $auth,
    fn: (auth): IdentityEvent => ({
      type: auth?.identityProvider === 'oidc' ? 'silently_refreshed' : 'token_refreshed',
    }),
  }),
  sample({
    clock: [refreshSessionFx.failData, switchSessionContextFx.failData],
    source: $auth,
    fn: (auth, error): IdentityEvent =>
      auth?.identityProvider === 'oidc'
        ? { type: silentRefreshErrorEvent(error), error }
        : { type: 'token_refresh_error', error },
  }),
  endOidcSessionFx.doneData
    .filter({ fn: ({ revocationError }) => revocationError !== null })
    .map(({ revocationError }): IdentityEvent => ({ type: 'token_revoke_error', error: revocationError })),
  loggedOutElsewhere.map((): IdentityEvent => ({ type: 'session_terminated' })),
  logOutFx.finally.map((): IdentityEvent => ({ type: 'logout' })),
]);

const logIdentityEventFx = createEffect((event: IdentityEvent) => {
  console.info('[identity]', event.type, event);
});

sample({ clock: identityEvent, filter: () => appEnv.isDevelopment, target: logIdentityEventFx });
