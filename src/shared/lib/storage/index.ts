export { localStore, sessionStore } from './browser-storage';
export { clearSessionData } from './session-data';
export { LOCAL_KEYS, SESSION_KEYS, type LocalKey, type SessionKey } from './keys';
export { readStoredLanguage } from './stored-language';
