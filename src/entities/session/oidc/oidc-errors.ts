import { DiscoveryDocumentInvalidError, IdTokenInvalidError } from './oidc-error-types';

/**
 * oidc-client-ts's errors, told by name: importing its classes for `instanceof` would put the whole library on every
 * page, while the OIDC mode loads it only when a user takes that path.
 */
const isLibraryError = (error: unknown, name: 'ErrorResponse' | 'ErrorTimeout') =>
  error instanceof Error && error.name === name;

type SignInErrorEvent =
  | 'popup_closed'
  | 'popup_blocked'
  | 'code_error'
  | 'invalid_nonce_in_state'
  | 'discovery_document_validation_error'
  | 'discovery_document_load_error'
  | 'jwks_load_error'
  | 'token_validation_error';

/**
 * oidc-client-ts's popup failures, known only by their messages: the user closed the window (its 500 ms check), or the
 * browser refused to open it (`window.open` answered nothing, so there was no window to navigate).
 */
const POPUP_CLOSED = /^Popup closed/i;
const POPUP_BLOCKED = /^Popup blocked|disposed window/i;

/** oidc-client-ts's own check of the ID token's nonce against the one it stored with the request. */
const LIBRARY_NONCE_MISMATCH = /nonce in id_token does not match/i;

/** oidc-client-ts checks the nonce itself (it keeps it with the state); its failure gets section 5's message. */
export async function withSpecMessages<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof Error && LIBRARY_NONCE_MISMATCH.test(error.message))
      throw new IdTokenInvalidError('Wrong nonce', { cause: error });
    throw error;
  }
}

/** The identity events of section 8 for a failed OIDC sign-in (its start or its callback). */
export function signInErrorEvent(error: unknown): SignInErrorEvent {
  if (error instanceof Error && POPUP_CLOSED.test(error.message)) return 'popup_closed';
  if (error instanceof Error && POPUP_BLOCKED.test(error.message)) return 'popup_blocked';
  if (isLibraryError(error, 'ErrorResponse')) return 'code_error';
  if (error instanceof DiscoveryDocumentInvalidError) return 'discovery_document_validation_error';
  if (error instanceof IdTokenInvalidError) return 'token_validation_error';
  const message = error instanceof Error ? error.message : String(error);
  if (/state/i.test(message)) return 'invalid_nonce_in_state';
  if (/metadata|openid-configuration/i.test(message)) return 'discovery_document_load_error';
  if (/jwks|key set|signing key/i.test(message)) return 'jwks_load_error';
  return 'token_validation_error';
}

/** The identity event of section 8 for a failed silent refresh. */
export const silentRefreshErrorEvent = (error: unknown) =>
  isLibraryError(error, 'ErrorTimeout') ? ('silent_refresh_timeout' as const) : ('silent_refresh_error' as const);
