import { describe, expect, it } from 'vitest';
import { chooseLoginLogo, DEFAULT_LOGIN_LOGO } from './login-logo';

const branding = { loginLogoData: 'data:branding', inherited: false } as Parameters<
  typeof chooseLoginLogo
>[0]['branding'];
const resources = [{ resourceName: 'LoginLogo', data: 'data:resource' }];

describe('chooseLoginLogo', () => {
  it('takes branding first', () => {
    expect(chooseLoginLogo({ branding, storedLogo: 'data:stored', resources })).toBe('data:branding');
  });

  it('then the locally stored brand data', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: 'data:stored', resources })).toBe('data:stored');
  });

  it('then the login-page resources', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: null, resources })).toBe('data:resource');
  });

  it('then the default logo', () => {
    expect(chooseLoginLogo({ branding: null, storedLogo: null, resources: [] })).toBe(DEFAULT_LOGIN_LOGO);
  });
});
