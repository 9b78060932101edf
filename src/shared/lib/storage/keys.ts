import { PRODUCT_NAME } from '@/shared/config';

/** Local-storage keys of section 3; each is stored as the product's name followed by the key (`TrellisZenAuth`). */
export const LOCAL_KEYS = {
  auth: 'ZenAuth',
  brands: 'ZenBrands',
  theme: 'AppTheme',
  autoRefreshId: 'AutoRefreshId',
  languageSelected: 'LanguageSelected',
  updatedLanguageCode: 'UpdatedLanguageCode',
  lastLoginEmail: 'LastLoginEmail',
  omni: 'Omni',
  session: 'Session',
  timedOut: 'TimedOut',
  content: 'Content',
  tenant: 'Tenant',
  returnUrl: 'SessionReturnUrl',
  dismissedAlerts: 'DismissedAlerts',
  pageHistory: 'PageHistory',
  /** The last global state per user and tenant: the first paint of a return visit. */
  globalState: 'GlobalState',
  /** Set when the user signed in through SAML: where logout must send them. */
  ssoLogin: 'SsoLogin',
  /** How far this device's clock is behind the token issuer's, measured from the last token that came. */
  clockOffset: 'ClockOffset',
  /** Whether the tenant's navigation was the legacy tabs: a reload fetches their code before the settings answer. */
  navigation: 'Navigation',
} as const;

/**
 * Session-storage keys: `Startup` holds the root of the auth data seen by this tab's startup flows; `LinkContext` the
 * context of a link followed while signed out, applied once this tab signs in; `ChunkReloadAt` the last reload for a
 * missing chunk.
 */
export const SESSION_KEYS = {
  startup: 'Startup',
  linkContext: 'LinkContext',
  /** When this tab last reloaded for a chunk a deploy removed (the guard against reloading in a loop). */
  chunkReloadAt: 'ChunkReloadAt',
} as const;

export type LocalKey = keyof typeof LOCAL_KEYS;
export type SessionKey = keyof typeof SESSION_KEYS;

export const storageNameOf = (key: string) => `${PRODUCT_NAME}${key}`;
