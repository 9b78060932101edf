export { localStore, sessionStore } from './browser-storage';
export { LOCAL_KEYS, SESSION_KEYS, type LocalKey, type SessionKey } from './keys';
