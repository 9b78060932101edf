import type { z } from 'zod';
import { LOCAL_KEYS, SESSION_KEYS, storageNameOf, type LocalKey, type SessionKey } from './keys';

type Area = 'local' | 'session';

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

function read<T>(area: Area, key: LocalKey | SessionKey, schema: z.ZodType<T>): T | null {
  try {
    const raw = areaOf(area)?.getItem(nameOf(area, key));
    if (raw == null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (storage disabled or full); callers go on without it. */
function write(area: Area, key: LocalKey | SessionKey, value: unknown): boolean {
  try {
    const storage = areaOf(area);
    if (!storage) return false;
    storage.setItem(nameOf(area, key), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function remove(area: Area, key: LocalKey | SessionKey): void {
  try {
    areaOf(area)?.removeItem(nameOf(area, key));
  } catch {
    // Nothing stored means nothing to remove.
  }
}

export const localStore = {
  read: <T>(key: LocalKey, schema: z.ZodType<T>) => read('local', key, schema),
  write: (key: LocalKey, value: unknown) => write('local', key, value),
  remove: (key: LocalKey) => remove('local', key),
  /** The storage name, for `storage` events from other tabs. */
  nameOf: (key: LocalKey) => nameOf('local', key),
};

export const sessionStore = {
  read: <T>(key: SessionKey, schema: z.ZodType<T>) => read('session', key, schema),
  write: (key: SessionKey, value: unknown) => write('session', key, value),
  remove: (key: SessionKey) => remove('session', key),
};
