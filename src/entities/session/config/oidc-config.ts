import { ROUTES } from '@/shared/config';
/** The identity library's constants of section 9 that oidc-client-ts has a setting for. */
export const OIDC_SILENT_REFRESH_TIMEOUT_MS = 20_000;
export const OIDC_SESSION_CHECK_INTERVAL_MS = 3_000;
export const OIDC_CLOCK_SKEW_MS = 600_000;
export const OIDC_POPUP = { width: 500, height: 470 } as const;

/**
 * Section 9's identity-library timing that oidc-client-ts has no setting for (its expiring notice is a fixed number of
 * seconds before expiry): `token_expires` is reported when 0.75 of a token's lifetime has passed. A delay longer than
 * a browser timer can hold (2³¹ − 1 ms, about 24.8 days) would fire at once, so it is cut to that.
 */
export const OIDC_TIMEOUT_FACTOR = 0.75;
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Where the identity provider sends the browser back to: paths beside index.html (appUrl adds the app's base). */
export const OIDC_CALLBACK_PATH = ROUTES.sso;
export const OIDC_SILENT_CALLBACK_PATH = '/silent-refresh.html';
export const OIDC_POPUP_CALLBACK_PATH = '/popup-callback.html';
export const OIDC_POST_LOGOUT_PATH = ROUTES.signIn;
