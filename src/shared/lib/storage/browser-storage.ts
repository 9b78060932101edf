import type { z } from 'zod/mini';

import { LOCAL_KEYS, type LocalKey, SESSION_KEYS, type SessionKey, storageNameOf } from './keys';

type Area = 'local' | 'session';

/**
 * Values the browser would not store (storage full, disabled or denied), kept for the life of the page instead: the
 * session then works from memory until the page is closed or reloaded, rather than losing the sign-in at once.
 */
const unstored = new Map<string, string>();

/** Storage can be missing (private modes, sandboxed frames) or throw on access: both read as empty. */
function areaOf(area: Area): Storage | null {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function nameOf(area: Area, key: LocalKey | SessionKey): string {
  const table: Record<string, string> = area === 'local' ? LOCAL_KEYS : SESSION_KEYS;
  return storageNameOf(table[key] ?? key);
}

const memoryKeyOf = (area: Area, name: string) => `${area}:${name}`;

// Another tab did store (or remove) the value: what the browser holds is newer than this page's memory.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null) unstored.clear();
  else unstored.delete(memoryKeyOf('local', event.key));
});

function storedText(area: Area, name: string): string | null {
  const remembered = unstored.get(memoryKeyOf(area, name));
  if (remembered !== undefined) return remembered;
  try {
    return areaOf(area)?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function read<T>(area: Area, key: LocalKey | SessionKey, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storedText(area, nameOf(area, key));
    if (raw == null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function removeStored(area: Area, name: string): void {
  try {
    areaOf(area)?.removeItem(name);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

/**
 * Returns false when the browser did not store the value (storage disabled or full): it is then kept in memory for
 * this page, and an older stored value is removed, so that neither a reload nor another tab meets a stale one.
 */
function write(area: Area, key: LocalKey | SessionKey, value: unknown): boolean {
  const name = nameOf(area, key);
  const text = JSON.stringify(value);
  try {
    const storage = areaOf(area);
    if (!storage) throw new Error('No storage.');
    storage.setItem(name, text);
    unstored.delete(memoryKeyOf(area, name));
    return true;
  } catch {
    unstored.set(memoryKeyOf(area, name), text);
    removeStored(area, name);
    return false;
  }
}

function remove(area: Area, key: LocalKey | SessionKey): void {
  const name = nameOf(area, key);
  unstored.delete(memoryKeyOf(area, name));
  removeStored(area, name);
}

export const localStore = {
  read: <T>(key: LocalKey, schema: z.ZodMiniType<T>) => read('local', key, schema),
  write: (key: LocalKey, value: unknown) => write('local', key, value),
  remove: (key: LocalKey) => remove('local', key),
  /** The storage name, for `storage` events from other tabs. */
  nameOf: (key: LocalKey) => nameOf('local', key),
};

export const sessionStore = {
  read: <T>(key: SessionKey, schema: z.ZodMiniType<T>) => read('session', key, schema),
  write: (key: SessionKey, value: unknown) => write('session', key, value),
  remove: (key: SessionKey) => remove('session', key),
};
