import { describe, expect, it } from 'vitest';

import { chooseLoginLogo, contentLoginLogo, DEFAULT_LOGIN_LOGO, resourcesLoginLogo } from './login-logo';

const branding = { loginLogoData: 'data:branding', inherited: false } as Parameters<
  typeof chooseLoginLogo
>[0]['branding'];

describe('chooseLoginLogo (section 2)', () => {
  it('takes branding first', () => {
    expect(chooseLoginLogo({ branding, storedLogo: 'data:stored', configuredLogo: 'data:content' })).toBe(
      'data:branding',
    );
  });

  it('then the locally stored brand data', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: 'data:stored', configuredLogo: 'data:content' })).toBe(
      'data:stored',
    );
  });

  it('then the configured logo', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: null, configuredLogo: 'data:content' })).toBe('data:content');
  });

  it('then the default logo', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: null, configuredLogo: null })).toBe(DEFAULT_LOGIN_LOGO);
  });

  it('passes over an empty logo in branding or storage', () => {
    const blank = { ...branding, loginLogoData: '' } as typeof branding;
    expect(chooseLoginLogo({ branding: blank, storedLogo: '', configuredLogo: 'data:content' })).toBe('data:content');
  });
});

describe('the configured login logo', () => {
  it('of the 404 page is the LoginLogo content setting', () => {
    expect(contentLoginLogo({ BuyNow: 'true', LoginLogo: 'data:content' })).toBe('data:content');
    expect(contentLoginLogo({ BuyNow: 'true', LoginLogo: '  ' })).toBeNull();
    expect(contentLoginLogo(undefined)).toBeNull();
  });

  it('of the sign-in page is the LoginLogo login-page resource', () => {
    expect(resourcesLoginLogo([{ resourceName: 'Favicon' }, { resourceName: 'LoginLogo', data: 'data:res' }])).toBe(
      'data:res',
    );
    expect(resourcesLoginLogo([{ resourceName: 'Favicon', data: 'data:icon' }])).toBeNull();
    expect(resourcesLoginLogo(undefined)).toBeNull();
  });
});
