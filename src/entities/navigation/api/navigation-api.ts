import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { type ApiClient, apiClient, type ApiSchemas, readOr, responseSchemaOf, tenantSessionData } from '@/shared/api';

const configurationSchema = responseSchemaOf<ApiSchemas['atlas']['NavigationConfiguration']>()(
  z.object({
    showLegacyNavigation: z.boolean(),
    newNavigationTenantPreference: z.catch(z.boolean(), false),
    newNavigationPreviewEnabled: z.catch(z.boolean(), false),
  }),
);

export type NavigationConfiguration = z.infer<typeof configurationSchema>;

/** A failure or an unreadable answer keeps the legacy navigation, which every tenant can use. */
const LEGACY: NavigationConfiguration = {
  showLegacyNavigation: true,
  newNavigationTenantPreference: false,
  newNavigationPreviewEnabled: false,
};

export async function fetchNavigationConfiguration(client: ApiClient): Promise<NavigationConfiguration> {
  return readOr(
    LEGACY,
    client.GET('/api/atlas/v1/navigation/configuration'),
    (data) => configurationSchema.safeParse(data).data,
  );
}

export const navigationConfigurationQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['atlas', 'navigation', tenantGuid],
    queryFn: () => fetchNavigationConfiguration(apiClient),
    ...tenantSessionData(tenantGuid),
  });
