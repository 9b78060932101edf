import { DEFAULT_LANGUAGE } from '@/shared/config';

import type { TranslationTable } from './translations-api';

/**
 * The product's own texts, as the reference server seeds them, bundled as the last resort when the globalization
 * service cannot answer: one lazy chunk per part and language, fetched only then.
 */
const PARTS = import.meta.glob<TranslationTable>('/server/seed/translations/*/*.json', { import: 'default' });

function partsOf(language: string) {
  const prefix = `/server/seed/translations/${language.toLowerCase()}/`;
  return Object.entries(PARTS).filter(([path]) => path.startsWith(prefix));
}

/** The bundled texts of a language, of its base language (`de` for `de-ch`), else of the default language. */
export async function loadBundledTranslations(language: string): Promise<TranslationTable> {
  const base = language.split(/[-_]/)[0] ?? language;
  const candidates = [language, base, DEFAULT_LANGUAGE].map(partsOf);
  const parts = candidates.find((found) => found.length > 0) ?? [];
  const tables = await Promise.all(parts.map(([, load]) => load()));
  return Object.assign({}, ...tables) as TranslationTable;
}
