import { readFileSync } from 'node:fs';
import type { Db } from '../db/database.ts';

export const SEEDED_LANGUAGES = [
  { code: 'en-us', name: 'English (United States)', nativeName: 'English', direction: 'auto' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', direction: 'auto' },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'auto' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'auto' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', direction: 'auto' },
] as const;

export function translationsOf(languageCode: string): Record<string, string> {
  const file = new URL(`./translations/${languageCode}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export function seedLanguages(db: Db): void {
  const language = db.prepare(
    'INSERT INTO languages (code, name, native_name, direction, position) VALUES (?, ?, ?, ?, ?)',
  );
  const translation = db.prepare(
    'INSERT INTO translations (language_code, tenant_guid, key, value) VALUES (?, NULL, ?, ?)',
  );
  SEEDED_LANGUAGES.forEach((entry, position) => {
    language.run(entry.code, entry.name, entry.nativeName, entry.direction, position);
    for (const [key, value] of Object.entries(translationsOf(entry.code))) translation.run(entry.code, key, value);
  });
}
