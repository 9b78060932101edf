import {
  REFRESH_RETRY_BACKOFF_FACTOR,
  REFRESH_RETRY_FIRST_DELAY_MS,
  REFRESH_RETRY_MAX_DELAY_MS,
} from '../config/refresh-config';
import { isNetworkFailure } from './network-failure';
import { expiresAtMs, isUnexpired } from './token-claims';
import { TokenEndpointUnavailableError } from './token-endpoint-unavailable';

/** A failed refresh that may succeed later: when to try again at the latest, and what the server asked for. */
export interface RefreshRetryHint {
  retryAfterMs: number | null;
  accessExpiresAtMs: number;
  /** No answer came at all: the device is offline or the network is down. */
  networkFailure: boolean;
}

/** Aborted or timed-out requests, and oidc-client-ts's silent-refresh timeout. */
const UNANSWERED_ERROR_NAMES: readonly string[] = ['AbortError', 'TimeoutError', 'ErrorTimeout'];

/** Whether the failure says nothing about the refresh token: the endpoint or identity provider did not answer. */
export function isTransientRefreshFailure(error: unknown): boolean {
  if (error instanceof TokenEndpointUnavailableError) return true;
  // fetch's own failure: the network is down (the OIDC provider's discovery or silent refresh).
  if (error instanceof TypeError) return true;
  return error instanceof Error && UNANSWERED_ERROR_NAMES.includes(error.name);
}

/**
 * Section 8 logs off when the refresh token is refused. A failure that is only "not now" logs off only once the
 * access token has expired: until then the user goes on working and the refresh is tried again. A network failure
 * never ends the session (issue 39): offline for an hour, the refresh is tried again when the network returns.
 */
export function judgeRefreshFailure(
  error: unknown,
  accessClaims: { exp: number } | null,
  nowMs: number,
): 'log-off' | RefreshRetryHint {
  if (!isTransientRefreshFailure(error) || !accessClaims) return 'log-off';
  const networkFailure = isNetworkFailure(error);
  if (!networkFailure && !isUnexpired(accessClaims, nowMs)) return 'log-off';
  return {
    retryAfterMs: error instanceof TokenEndpointUnavailableError ? error.retryAfterMs : null,
    accessExpiresAtMs: expiresAtMs(accessClaims),
    networkFailure,
  };
}

/**
 * The wait before retry `attempt` (1, 2, …): exponential back-off, no shorter than the server's Retry-After, and
 * never past the access token's expiry, so that the last try comes while the session can still be saved. Past it
 * (only a network failure gets there) the back-off alone.
 */
export function refreshRetryDelayMs(attempt: number, hint: RefreshRetryHint, nowMs: number): number {
  const backoff = Math.min(
    REFRESH_RETRY_FIRST_DELAY_MS * REFRESH_RETRY_BACKOFF_FACTOR ** (attempt - 1),
    REFRESH_RETRY_MAX_DELAY_MS,
  );
  const wanted = Math.max(backoff, hint.retryAfterMs ?? 0);
  if (hint.accessExpiresAtMs < nowMs) return wanted;
  return Math.max(Math.min(wanted, hint.accessExpiresAtMs - nowMs), 0);
}
