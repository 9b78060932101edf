import { localStore, sessionStore } from './browser-storage';
import type { LocalKey } from './keys';

/** What a logout removes (section 3): tokens, cached lists and permissions, query parameters, filter and page caches. */
const SESSION_LOCAL_KEYS: readonly LocalKey[] = [
  'auth',
  'omni',
  'session',
  'content',
  'tenant',
  'returnUrl',
  'ssoLogin',
];

export function clearSessionData(): void {
  SESSION_LOCAL_KEYS.forEach((key) => localStore.remove(key));
  sessionStore.remove('startup');
}
