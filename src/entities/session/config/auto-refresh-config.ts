/** Section 9: auto refresh every 300000 ms × 0.8, first run 3 s after start. */
export const AUTO_REFRESH_INTERVAL_MS = 300_000 * 0.8;
export const AUTO_REFRESH_FIRST_RUN_MS = 3_000;

/** A refresher tab that has not refreshed for this long is gone (closed or frozen); another tab takes over. */
export const AUTO_REFRESH_LEADER_STALE_MS = AUTO_REFRESH_INTERVAL_MS * 2;

/** The Web Lock that keeps two tabs from refreshing at the same moment. */
export const AUTO_REFRESH_LOCK = 'trellis-auto-refresh';

/**
 * A refresh the token endpoint could not answer (network, timeout, 5xx, 408, 429) is tried again 1 s, 2 s, 4 s …
 * later, at most 30 s apart, or later when the server's Retry-After says so, for as long as the access token is valid.
 */
export const REFRESH_RETRY_FIRST_DELAY_MS = 1_000;
export const REFRESH_RETRY_BACKOFF_FACTOR = 2;
export const REFRESH_RETRY_MAX_DELAY_MS = 30_000;

/**
 * How long a tab that waited for another tab's refresh waits for that tab's renewed tokens to show in its storage
 * before it spends the refresh token itself (they usually show within milliseconds).
 */
export const RENEWED_TOKENS_VISIBLE_WITHIN_MS = 1_000;
