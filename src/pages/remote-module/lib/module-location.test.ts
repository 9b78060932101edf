import { describe, expect, it } from 'vitest';

import { isWithinModule, leavingAsksFirst, moduleLocationOf, resolveModulePath } from './module-location';

describe("a module's location", () => {
  it('is the address below the base path', () => {
    expect(moduleLocationOf('/register', { pathname: '/register/items/2', search: '?tab=a', hash: '#n' })).toEqual({
      pathname: '/items/2',
      search: '?tab=a',
      hash: '#n',
    });
    expect(moduleLocationOf('/register', { pathname: '/register', search: '', hash: '' }).pathname).toBe('');
    expect(moduleLocationOf('/register', { pathname: '/registered', search: '', hash: '' }).pathname).toBe('');
  });

  it('resolves host.navigate paths: relative to the base path without a leading slash, app paths as they are', () => {
    expect(resolveModulePath('/register', 'items/2')).toBe('/register/items/2');
    expect(resolveModulePath('/register', '?tab=controls')).toBe('/register?tab=controls');
    expect(resolveModulePath('/register', '')).toBe('/register');
    expect(resolveModulePath('/register', '#notes')).toBe('/register#notes');
    expect(resolveModulePath('/register', '/preferences')).toBe('/preferences');
    expect(resolveModulePath('/register', '/register/items/3?x=1')).toBe('/register/items/3?x=1');
  });

  it('refuses a path to another origin', () => {
    expect(() => resolveModulePath('/register', 'https://evil.example/x')).toThrow(TypeError);
    expect(() => resolveModulePath('/register', '//evil.example/x')).toThrow(TypeError);
  });

  it('knows which paths are the module’s', () => {
    expect(isWithinModule('/register', '/register')).toBe(true);
    expect(isWithinModule('/register', '/register/items/2')).toBe(true);
    expect(isWithinModule('/register', '/registered')).toBe(false);
  });

  it('asks before leaving the module with unsaved work, never within it, never without', () => {
    expect(leavingAsksFirst(true, '/register', '/mfe-host')).toBe(true);
    expect(leavingAsksFirst(true, '/register', '/registered')).toBe(true);
    expect(leavingAsksFirst(true, '/register', '/register/items/3')).toBe(false);
    expect(leavingAsksFirst(true, '/register', '/register')).toBe(false);
    expect(leavingAsksFirst(false, '/register', '/mfe-host')).toBe(false);
  });
});
