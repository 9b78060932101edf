import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

type SignInErrorEvent =
  | 'code_error'
  | 'invalid_nonce_in_state'
  | 'discovery_document_load_error'
  | 'jwks_load_error'
  | 'token_validation_error';

/** The identity events of section 8 for a failed OIDC sign-in callback. */
export function signInErrorEvent(error: unknown): SignInErrorEvent {
  if (error instanceof ErrorResponse) return 'code_error';
  const message = error instanceof Error ? error.message : String(error);
  if (/state|nonce/i.test(message)) return 'invalid_nonce_in_state';
  if (/metadata|openid-configuration/i.test(message)) return 'discovery_document_load_error';
  if (/jwks|key set|signing key/i.test(message)) return 'jwks_load_error';
  return 'token_validation_error';
}

/** The identity event of section 8 for a failed silent refresh. */
export const silentRefreshErrorEvent = (error: unknown) =>
  error instanceof ErrorTimeout ? ('silent_refresh_timeout' as const) : ('silent_refresh_error' as const);
