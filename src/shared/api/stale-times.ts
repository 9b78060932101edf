/**
 * How long the data of a signed-in session (global state, tenant, tenant list, permissions, branding, login-page
 * resources, organisation tree) stays fresh. It changes seldom, and a switch of tenant, user or scope reads it under
 * another key: screens share one read instead of asking again on every mount, and what `/init` handed over is used.
 */
export const SESSION_DATA_STALE_MS = 5 * 60_000;
