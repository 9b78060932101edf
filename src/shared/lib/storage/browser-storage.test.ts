// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localStore, sessionStore } from './browser-storage';

const authShape = z.object({ access_token: z.string() });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
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

  it('survives full storage: the write reports false', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(localStore.write('auth', { access_token: 'a' })).toBe(false);
  });

  it('survives disabled storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(localStore.write('theme', 'default')).toBe(false);
    expect(localStore.read('theme', z.string())).toBeNull();
    expect(() => localStore.remove('theme')).not.toThrow();
  });

  it('removes a key', () => {
    localStore.write('theme', 'preview');
    localStore.remove('theme');
    expect(localStorage.getItem('TrellisAppTheme')).toBeNull();
  });
});
