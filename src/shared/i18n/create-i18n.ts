import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { MISSING_KEY_MARKER } from './i18n-config';
import type { TranslationTable } from './translations-api';

export interface I18nOptions {
  language: string;
  loadTranslations: (language: string) => Promise<TranslationTable>;
  /** Texts for a language whose translations could not be loaded at all (none shown yet): the bundled ones. */
  loadFallbackTranslations?: (language: string) => Promise<TranslationTable>;
  /** The fallback flag of section 8: missing keys read `key NOT FOUND` instead of the bare key. */
  markMissingKeys?: boolean;
}

async function fallbackTexts(options: I18nOptions, language: string): Promise<TranslationTable> {
  try {
    return (await options.loadFallbackTranslations?.(language)) ?? {};
  } catch {
    return {};
  }
}

/**
 * The instance at once, and `ready` once the first language has loaded (or failed to).
 *
 * A language always ends up with texts: when loading fails, the texts already shown stay; when there are none, the
 * fallback texts (or none: the keys) take their place. A language without texts would suspend every component that
 * translates while it reloads (after sign-in, for the tenant's wording), and a navigation that suspends never shows.
 */
export function createI18n(options: I18nOptions): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      options.loadTranslations(language).then(
        (table) => callback(null, table),
        async (error: unknown) => {
          console.warn(`The texts in ${language} could not be loaded.`, error);
          if (instance.hasResourceBundle(language, namespace)) callback(error as Error, false);
          else callback(null, await fallbackTexts(options, language));
        },
      );
    },
  };
  const ready = instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: options.language,
      // The language is set at once, not on a later tick: the first render reads it for the page's direction.
      initAsync: false,
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
