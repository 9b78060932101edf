import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { signInErrorEvent, silentRefreshErrorEvent } from './oidc-errors';
import { IdTokenInvalidError } from './validate-id-token';

describe('OIDC errors as identity events', () => {
  it.each([
    [new ErrorResponse({ error: 'access_denied' }), 'code_error'],
    [new Error('No matching state found in storage'), 'invalid_nonce_in_state'],
    [new Error('nonce in id_token does not match nonce in client storage'), 'invalid_nonce_in_state'],
    [new Error('Failed to load metadata'), 'discovery_document_load_error'],
    [new Error('JWKS request failed'), 'jwks_load_error'],
    [new IdTokenInvalidError('Wrong audience'), 'token_validation_error'],
  ])('a sign-in failing with %s is %s', (error, event) => {
    expect(signInErrorEvent(error)).toBe(event);
  });

  it('tells a silent refresh that timed out from one that failed', () => {
    expect(silentRefreshErrorEvent(new ErrorTimeout('IFrame timed out'))).toBe('silent_refresh_timeout');
    expect(silentRefreshErrorEvent(new ErrorResponse({ error: 'login_required' }))).toBe('silent_refresh_error');
  });
});
