import { appEnv } from '@/shared/config';

// The identity events of sections 4 and 8 are logged on the console in development, and no other slice listens: a
// production build leaves them (and the timer of `token_expires`) out.
if (appEnv.isDevelopment) void import('./model/identity-events');

export { fetchTenantOfContext, fetchUserType, type UserType } from './api/session-api';
export { isRefusedGrant, SignInThrottledError, TokenRejectedError, type ContextSwitch } from './api/token-api';
export { oidcSettingsQuery } from './oidc/oidc-settings';
export { signInErrorEvent } from './oidc/oidc-errors';
export { ACCEPT_EULA_ROLE } from './config/session-config';

export { rememberSsoLogin, SAML_SIGN_IN_PATH, ssoLogoutUrl } from './lib/sso-logout';
export { ownerOf, parseAccessClaims, type AccessClaims, type RefreshClaims } from './lib/token-claims';
export { checkAccessFx } from './model/access-guard';
export { switchSessionContextFx } from './model/context-switch';
export { connectSessionToTransport } from './model/connect-transport';
export { loadUserProfileFx } from './model/user-profile';
export { storedAuthChanged } from './model/other-tabs';
export { sessionResumed } from './model/session-resumed';
export { $hasUnsavedWork, sessionEndingFx, unsavedWorkChanged } from './model/session-ending';
export { addSessionEndingHandler } from './lib/session-ending-handlers';
export { SESSION_ENDING_LIMIT_MS } from './config/session-config';
export {
  $accessClaims,
  $auth,
  $sessionOwner,
  $tenantGuid,
  $isLoggedIn,
  $isLoggingOut,
  $refreshClaims,
  idleLogOffRequested,
  appStarted,
  logOutRequested,
  refreshSessionFx,
  restoreSessionFx,
  sessionEnded,
  signInWithCodeFx,
  signInWithOidcFx,
  signInWithOidcPopupFx,
  prepareOidcSignInFx,
  refreshFailedForNow,
  renewalAdopted,
  signedIn,
  signInSent,
  signInWithPasswordFx,
  startOidcSignInFx,
  tokenReceived,
} from './model/session';
export { DEFAULT_LANDING, rememberReturnUrl, takeReturnUrl } from './lib/stored-return-url';
export { readStoredAuth, type StoredAuth } from './lib/stored-auth';
export { refreshRetryDelayMs, type RefreshRetryHint } from './lib/refresh-failure';
export { nearsItsEnd } from './lib/token-expiry';
export { serverNow } from './lib/server-clock';
