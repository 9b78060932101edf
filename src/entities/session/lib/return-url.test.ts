import { describe, expect, it } from 'vitest';

import { rememberableReturnUrl } from './return-url';

describe('rememberableReturnUrl', () => {
  it('keeps an in-app location with its query and hash', () => {
    expect(rememberableReturnUrl('/mfe-host/reporting?tab=2#top')).toBe('/mfe-host/reporting?tab=2#top');
  });

  it.each([
    '/404',
    '/auth',
    '/auth/connected-apps',
    '/eula',
    '/landing',
    '/sso?x=1',
    '/welcome',
    '/error',
    '/app/#/saml/x',
    '/app/#/404',
    '/app/#/consent',
    '/app/#/error',
    '/app/#/webform/7',
  ])('never remembers %s', (location) => {
    expect(rememberableReturnUrl(location)).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'mfe-host'])(
    'never remembers an off-origin or odd location: %s',
    (location) => {
      expect(rememberableReturnUrl(location)).toBeNull();
    },
  );
});
