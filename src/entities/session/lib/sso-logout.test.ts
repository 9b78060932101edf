import { describe, expect, it } from 'vitest';

import { ssoLogoutUrl } from './sso-logout';

describe('ssoLogoutUrl', () => {
  it('uses the newer SAML variant path when IsOpenSaml4', () => {
    expect(ssoLogoutUrl({ email: 'sso@globex.test', isOpenSaml4: true })).toBe(
      '/authentication/saml2/logout?email=sso%40globex.test',
    );
  });

  it('uses the older path otherwise', () => {
    expect(ssoLogoutUrl({ email: 'a+b@x.test', isOpenSaml4: false })).toBe(
      '/access/v1/saml/logout?email=a%2Bb%40x.test',
    );
  });
});
