import { describe, expect, it } from 'vitest';

import { checkAuthority, checkDiscoveryDocument } from './discovery-document';
import { DiscoveryDocumentInvalidError } from './oidc-error-types';

const document = (origin: string) => ({
  issuer: origin,
  authorization_endpoint: `${origin}/auth`,
  token_endpoint: `${origin}/token`,
  jwks_uri: `${origin}/jwks`,
  end_session_endpoint: `${origin}/session/end`,
});

describe('the identity provider over HTTPS', () => {
  it('refuses an authority over plain HTTP when HTTPS is required', () => {
    expect(() => checkAuthority({ authority: 'http://idp.example', requireHttps: true })).toThrow(
      DiscoveryDocumentInvalidError,
    );
  });

  it('accepts plain HTTP when the deployment says HTTPS is not required', () => {
    expect(() => checkAuthority({ authority: 'http://idp.example', requireHttps: false })).not.toThrow();
    expect(() =>
      checkDiscoveryDocument(document('http://idp.example'), { authority: 'http://idp.example', requireHttps: false }),
    ).not.toThrow();
  });

  it('refuses a discovery document that sends the tokens to a plain-HTTP endpoint', () => {
    const mixed = { ...document('https://idp.example'), token_endpoint: 'http://idp.example/token' };
    expect(() => checkDiscoveryDocument(mixed, { authority: 'https://idp.example', requireHttps: true })).toThrow(
      "The identity provider's token_endpoint must use HTTPS: http://idp.example/token",
    );
  });

  it('accepts a provider wholly over HTTPS, with or without a trailing slash on the issuer', () => {
    expect(() =>
      checkDiscoveryDocument(document('https://idp.example'), {
        authority: 'https://idp.example/',
        requireHttps: true,
      }),
    ).not.toThrow();
  });
});

describe('the discovery document', () => {
  it('must name the configured issuer', () => {
    expect(() =>
      checkDiscoveryDocument(document('https://other.example'), {
        authority: 'https://idp.example',
        requireHttps: true,
      }),
    ).toThrow('Wrong issuer in the discovery document: https://other.example');
  });
});
