import { z } from 'zod/mini';

import { type ApiClient, readOr } from '@/shared/api';

/** The answer carries `translations`, and some services spell it `Translations` (section 3). */
const translationsResponse = z.pipe(
  z.object({
    translations: z.optional(z.record(z.string(), z.unknown())),
    Translations: z.optional(z.record(z.string(), z.unknown())),
  }),
  z.transform(({ translations, Translations }) => {
    const entries = Object.entries(translations ?? Translations ?? {});
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }),
);

export type TranslationTable = Record<string, string>;

/** An answer that cannot be read is a failure like an error status: the caller falls back to the bundled texts. */
function readableTable(language: string, data: unknown): TranslationTable {
  const parsed = data === undefined ? null : translationsResponse.safeParse(data);
  if (!parsed?.success) throw new Error(`Translations for ${language} could not be loaded.`);
  return parsed.data;
}

/** GET /api/globalization/v1/translations/{lang}: the shell's texts in one language. */
export async function fetchTranslations(client: ApiClient, language: string): Promise<TranslationTable> {
  const { data, error } = await client.GET('/api/globalization/v1/translations/{lang}', {
    params: { path: { lang: language } },
  });
  return readableTable(language, error === undefined ? data : undefined);
}

/** Translation files without a tenant use the all-zero tenant id (section 7). */
export const NO_TENANT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * GET /api/globalization/v2/translations/tenant/{language}?language=…&tenantId=…: the texts with the tenant's own
 * wording; cacheable for an hour.
 */
export async function fetchTenantTranslations(
  client: ApiClient,
  language: string,
  tenantId: string = NO_TENANT_ID,
): Promise<TranslationTable> {
  const { data, error } = await client.GET('/api/globalization/v2/translations/tenant/{tenantLang}', {
    params: { path: { tenantLang: language }, query: { language, tenantId } },
  });
  return readableTable(language, error === undefined ? data : undefined);
}

/** A module's tenant-custom texts; none when they cannot be read (the module's own texts stay). */
export async function fetchModuleTranslations(
  client: ApiClient,
  language: string,
  module: string,
): Promise<TranslationTable> {
  const call = client.GET('/api/globalization/v2/translations/tenant-custom/{language}/{module}', {
    params: { path: { language, module } },
  });
  return readOr<TranslationTable>({}, call, (data) => translationsResponse.safeParse(data).data);
}
