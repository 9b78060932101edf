/** The identity library's constants of section 9 that oidc-client-ts has a setting for. */
export const OIDC_SILENT_REFRESH_TIMEOUT_MS = 20_000;
export const OIDC_SESSION_CHECK_INTERVAL_MS = 3_000;
export const OIDC_CLOCK_SKEW_MS = 600_000;
export const OIDC_POPUP = { width: 500, height: 470 } as const;

/** Where the identity provider sends the browser back to. */
export const OIDC_CALLBACK_PATH = '/sso';
export const OIDC_SILENT_CALLBACK_PATH = '/silent-refresh.html';
export const OIDC_POST_LOGOUT_PATH = '/auth';
