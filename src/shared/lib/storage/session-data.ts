import { localStore, sessionStore } from './browser-storage';
import { LOCAL_KEYS, type LocalKey, SESSION_KEYS, type SessionKey, storageNameOf } from './keys';

/**
 * What outlives a logout: nothing of the person's session. The tenant's look (brands: the login page's logo and
 * colours), the theme and the language chosen on this device, the last login e-mail (section 3 lists it, the sign-in
 * form starts with it, and section 4's logoff does not clear it), the dismissed alerts and the page history (both kept
 * per user and tenant, meant to outlive a sign-in) and the timed-out flag (it stops every tab's refreshing until the
 * next sign-in).
 */
export const KEPT_AT_LOGOUT: readonly LocalKey[] = [
  'brands',
  'theme',
  'languageSelected',
  'updatedLanguageCode',
  'lastLoginEmail',
  'dismissedAlerts',
  'pageHistory',
  'timedOut',
];

const isProductKey = (name: string) => name.startsWith(storageNameOf(''));

/** Every product-prefixed name in a storage area: also the hosted modules' filter and page caches (section 3). */
function productKeysIn(area: 'localStorage' | 'sessionStorage'): string[] {
  try {
    const storage = globalThis[area];
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (name): name is string => name !== null && isProductKey(name),
    );
  } catch {
    return [];
  }
}

function removeRaw(area: 'localStorage' | 'sessionStorage', name: string): void {
  try {
    globalThis[area].removeItem(name);
  } catch {
    // Storage that cannot be reached holds nothing to remove.
  }
}

/**
 * Logoff (section 4): tokens, permissions and the global state, the user, tenants, content and omni caches, query
 * parameters, filter and page caches, the Startup marker. Everything product-prefixed goes unless it is kept.
 */
export function clearSessionData(): void {
  const kept = new Set<LocalKey>(KEPT_AT_LOGOUT);
  const localKeys = (Object.keys(LOCAL_KEYS) as LocalKey[]).filter((key) => !kept.has(key));
  localKeys.forEach((key) => localStore.remove(key));
  (Object.keys(SESSION_KEYS) as SessionKey[]).forEach((key) => sessionStore.remove(key));

  const keptNames = new Set([...kept].map((key) => localStore.nameOf(key)));
  productKeysIn('localStorage')
    .filter((name) => !keptNames.has(name))
    .forEach((name) => removeRaw('localStorage', name));
  productKeysIn('sessionStorage').forEach((name) => removeRaw('sessionStorage', name));
}
