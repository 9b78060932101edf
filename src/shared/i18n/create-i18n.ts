import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationTable } from './fetch-translations';
import { MISSING_KEY_MARKER } from './i18n-config';

export interface I18nOptions {
  language: string;
  loadTranslations: (language: string) => Promise<TranslationTable>;
  /** The fallback flag of section 8: missing keys read `key NOT FOUND` instead of the bare key. */
  markMissingKeys?: boolean;
}

/** The instance at once, and `ready` once the first language has loaded (or failed to). */
export function createI18n(options: I18nOptions): { i18n: i18n; ready: Promise<unknown> } {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      options.loadTranslations(language).then(
        (table) => callback(null, table),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
  const instance = i18next.createInstance();
  const ready = instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: options.language,
      fallbackLng: false,
      lowerCaseLng: true,
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: (key) => (options.markMissingKeys ? `${key} ${MISSING_KEY_MARKER}` : key),
      react: { useSuspense: true },
    });
  return { i18n: instance, ready };
}
