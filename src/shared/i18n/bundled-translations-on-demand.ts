import type { TranslationTable } from './translations-api';

/**
 * The bundled texts (bundled-translations.ts). Their table of parts, one entry per part and language, is itself a few
 * kilobytes: it loads only when the globalization service has failed, not with every page.
 */
export const loadBundledTranslations = (language: string): Promise<TranslationTable> =>
  import('./bundled-translations').then((bundled) => bundled.loadBundledTranslations(language));
