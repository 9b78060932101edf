import { queryOptions } from '@tanstack/react-query';

import { type ApiClient, apiClient, readOr } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { type Language, languageSchema } from '../lib/global-state-schema';

/** GET /api/globalization/v1/languages; unreadable entries are left out, a failure gives none. */
export async function fetchLanguages(client: ApiClient): Promise<Language[]> {
  return readOr([], client.GET('/api/globalization/v1/languages'), (data) => readableItems(languageSchema, data));
}

/** The platform's languages, for when the global state has none to offer. */
export const languagesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: ['globalization', 'languages'], queryFn: () => fetchLanguages(apiClient), enabled });
