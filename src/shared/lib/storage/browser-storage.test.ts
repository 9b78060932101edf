// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { localStore, sessionStore } from './browser-storage';

const authShape = z.object({ access_token: z.string() });

afterEach(() => {
  vi.restoreAllMocks();
  // Also forgets what was kept in memory.
  localStore.remove('auth');
  localStore.remove('theme');
  sessionStore.remove('startup');
});

const fullStorage = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });

const deniedStorage = () =>
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });

describe('browser storage', () => {
  it("stores under the product's name followed by the key", () => {
    localStore.write('auth', { access_token: 'a' });
    expect(localStorage.getItem('TrellisZenAuth')).toBe('{"access_token":"a"}');
    expect(localStore.read('auth', authShape)).toEqual({ access_token: 'a' });
  });

  it('keeps the session-storage Startup marker apart', () => {
    sessionStore.write('startup', 'root-1');
    expect(sessionStorage.getItem('TrellisStartup')).toBe('"root-1"');
    expect(localStorage.length).toBe(0);
  });

  it('reads data of the wrong shape as nothing', () => {
    localStorage.setItem('TrellisZenAuth', '{"access_token":42}');
    expect(localStore.read('auth', authShape)).toBeNull();
  });

  it('reads unparsable data as nothing', () => {
    localStorage.setItem('TrellisZenAuth', '{not json');
    expect(localStore.read('auth', authShape)).toBeNull();
  });

  it('removes a key', () => {
    localStore.write('theme', 'preview');
    localStore.remove('theme');
    expect(localStorage.getItem('TrellisAppTheme')).toBeNull();
  });
});

describe('browser storage that cannot be written', () => {
  it('keeps a value it could not store in memory for the page: the write reports false, the read finds it', () => {
    fullStorage();
    expect(localStore.write('auth', { access_token: 'a' })).toBe(false);
    expect(localStore.read('auth', authShape)).toEqual({ access_token: 'a' });
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
  });

  it('removes an older stored value, so that a reload or another tab never meets it', () => {
    localStore.write('auth', { access_token: 'old' });
    fullStorage();
    localStore.write('auth', { access_token: 'new' });
    expect(localStorage.getItem('TrellisZenAuth')).toBeNull();
    expect(localStore.read('auth', authShape)).toEqual({ access_token: 'new' });
  });

  it('forgets the memory on remove (logout)', () => {
    fullStorage();
    localStore.write('auth', { access_token: 'a' });
    localStore.remove('auth');
    expect(localStore.read('auth', authShape)).toBeNull();
  });

  it('stores again once the browser lets it, and reads the stored value', () => {
    const setItem = fullStorage();
    localStore.write('auth', { access_token: 'memory' });
    setItem.mockRestore();
    expect(localStore.write('auth', { access_token: 'stored' })).toBe(true);
    localStorage.setItem('TrellisZenAuth', '{"access_token":"another tab"}');
    expect(localStore.read('auth', authShape)).toEqual({ access_token: 'another tab' });
  });

  it('lets another tab’s change win over the memory', () => {
    fullStorage();
    localStore.write('auth', { access_token: 'memory' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'TrellisZenAuth', newValue: null }));
    expect(localStore.read('auth', authShape)).toBeNull();
  });

  it('works from memory when storage access is denied', () => {
    deniedStorage();
    expect(localStore.write('theme', 'default')).toBe(false);
    expect(localStore.read('theme', z.string())).toBe('default');
    expect(() => localStore.remove('theme')).not.toThrow();
    expect(localStore.read('theme', z.string())).toBeNull();
  });

  it('keeps session-storage values in memory too', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(sessionStore.write('startup', 'root-1')).toBe(false);
    expect(sessionStore.read('startup', z.string())).toBe('root-1');
  });
});
