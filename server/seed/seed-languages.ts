import { readdirSync, readFileSync } from 'node:fs';

import type { Db } from '../src/db/database.ts';

export const SEEDED_LANGUAGES = [
  { code: 'en-us', name: 'English (United States)', nativeName: 'English', direction: 'auto' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', direction: 'auto' },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'auto' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'auto' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', direction: 'rtl' },
] as const;

type TranslationTable = Record<string, string>;

/**
 * A language's texts: one file per part of the shell (`translations/{language}/{part}.json`), so that parts
 * are translated and reviewed on their own. A key belongs to one part only.
 */
export function translationPartsOf(languageCode: string): Map<string, TranslationTable> {
  const dir = new URL(`./translations/${languageCode}/`, import.meta.url);
  const parts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        [
          name.replace(/\.json$/, ''),
          JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as TranslationTable,
        ] as const,
    );
  return new Map(parts);
}

export function translationsOf(languageCode: string): TranslationTable {
  return Object.assign({}, ...translationPartsOf(languageCode).values()) as TranslationTable;
}

export function seedLanguages(db: Db): void {
  const language = db.prepare(
    'INSERT INTO languages (code, name, native_name, direction, position) VALUES (?, ?, ?, ?, ?)',
  );
  SEEDED_LANGUAGES.forEach((entry, position) => {
    language.run(entry.code, entry.name, entry.nativeName, entry.direction, position);
  });
}

/**
 * The shell's own texts (no tenant) as the files have them: run at every start, so that a database seeded by an
 * older version learns the texts added since. Tenants' own wording is left alone.
 */
export function syncShellTranslations(db: Db): void {
  const translation = db.prepare(
    `INSERT INTO translations (language_code, tenant_guid, key, value) VALUES (?, NULL, ?, ?)
     ON CONFLICT (language_code, ifnull(tenant_guid, ''), module, key) DO UPDATE SET value = excluded.value`,
  );
  db.transaction(() => {
    for (const entry of SEEDED_LANGUAGES) {
      for (const [key, value] of Object.entries(translationsOf(entry.code))) translation.run(entry.code, key, value);
    }
  })();
}
