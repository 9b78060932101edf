/**
 * How long the data of a signed-in session (global state, tenant, tenant list, permissions, branding, login-page
 * resources, organisation tree, navigation configuration, the user's context) stays fresh. It changes seldom, and a
 * switch of tenant, user or scope reads it under another key: screens share one read instead of asking again on every
 * mount, and what `/init` handed over or the sign-in fetched ahead is used.
 */
export const SESSION_DATA_STALE_MS = 5 * 60_000;

/**
 * Banner alerts: announced maintenance is scheduled ahead, so a minute's delay shows nothing late; the start-up flow
 * reads them again on each run.
 */
export const BANNER_STALE_MS = 60_000;
