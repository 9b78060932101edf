import { z } from 'zod';
import { apiClient, type ApiClient } from '@/shared/api';

/** The answer carries `translations`, and some services spell it `Translations` (section 3). */
const translationsResponse = z
  .object({
    translations: z.record(z.string(), z.unknown()).optional(),
    Translations: z.record(z.string(), z.unknown()).optional(),
  })
  .transform(({ translations, Translations }) => {
    const entries = Object.entries(translations ?? Translations ?? {});
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  });

export type TranslationTable = Record<string, string>;

/** GET /api/globalization/v1/translations/{lang}: the shell's texts in one language; unreadable data is empty. */
export async function fetchTranslations(language: string, client: ApiClient = apiClient): Promise<TranslationTable> {
  const { data, error } = await client.GET('/api/globalization/v1/translations/{lang}', {
    params: { path: { lang: language } },
  });
  if (error !== undefined || data === undefined) throw new Error(`Translations for ${language} could not be loaded.`);
  const parsed = translationsResponse.safeParse(data);
  return parsed.success ? parsed.data : {};
}
