import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { type ApiClient, apiClient, type ApiSchemas, readOr, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { rememberContent, storedContentOf } from '../lib/stored-content';

const attributeSchema = responseSchemaOf<ApiSchemas['content']['ContentAttribute']>()(
  z.object({ Key: z.string().check(z.minLength(1)), Value: z.string() }),
);
const attributesSchema = responseSchemaOf<ApiSchemas['content']['ContentAttributes']>()(
  z.object({ attributes: z.unknown() }),
);

export type ContentSettings = Readonly<Record<string, string>>;

/**
 * Content settings as key → value: the tenant's when signed in, else the anonymous ones. A failure gives none
 * (section 8: fall back silently).
 */
export async function fetchContentSettings(client: ApiClient, signedIn: boolean): Promise<ContentSettings> {
  const call = signedIn ? client.GET('/api/content/v1/attributes/auth') : client.GET('/api/content/v1/attributes');
  return readOr<ContentSettings>({}, call, (data) => {
    const items = readableItems(attributeSchema, attributesSchema.safeParse(data).data?.attributes);
    return items && Object.fromEntries(items.map((item) => [item.Key, item.Value]));
  });
}

/** Signed-in content settings per tenant; `null` reads the anonymous ones. */
export const contentSettingsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['content', 'attributes', tenantGuid],
    queryFn: async () => {
      const settings = await fetchContentSettings(apiClient, tenantGuid !== null);
      if (tenantGuid && Object.keys(settings).length) rememberContent(tenantGuid, settings);
      return settings;
    },
    placeholderData: () => storedContentOf(tenantGuid),
    staleTime: 5 * 60_000,
  });
