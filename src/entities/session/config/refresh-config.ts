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
