import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';

import { DiscoveryDocumentInvalidError, IdTokenInvalidError } from './oidc-error-types';
import { signInErrorEvent, silentRefreshErrorEvent, withSpecMessages } from './oidc-errors';

describe('OIDC errors as identity events', () => {
  it.each([
    [new ErrorResponse({ error: 'access_denied' }), 'code_error'],
    [new Error('No matching state found in storage'), 'invalid_nonce_in_state'],
    [new IdTokenInvalidError('Wrong nonce'), 'token_validation_error'],
    [
      new DiscoveryDocumentInvalidError('Wrong issuer in the discovery document: x'),
      'discovery_document_validation_error',
    ],
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

  it("gives oidc-client-ts's own nonce check section 5's message, 'Wrong nonce'", async () => {
    const libraryError = new Error('nonce in id_token does not match nonce in client storage');
    const failed = withSpecMessages(Promise.reject(libraryError));
    await expect(failed).rejects.toThrow(new IdTokenInvalidError('Wrong nonce'));
    await expect(failed.catch((error: Error) => error.cause)).resolves.toBe(libraryError);
  });

  it('passes other failures on as they are', async () => {
    const timeout = new ErrorTimeout('IFrame timed out');
    await expect(withSpecMessages(Promise.reject(timeout))).rejects.toBe(timeout);
  });
});
