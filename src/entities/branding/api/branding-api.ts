import { queryOptions } from '@tanstack/react-query';

import { readGlobalStatePart } from '@/entities/global-state/@x/branding';
import { navigationConfigurationQuery } from '@/entities/navigation/@x/branding';
import {
  type ApiClient,
  apiClient,
  keptPerTenant,
  queryClient,
  readOr,
  SESSION_DATA_STALE_MS,
  tenantSessionData,
} from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import {
  type Branding,
  brandingFromGlobalState,
  brandingSchema,
  type ResourceItem,
  resourceItemSchema,
  resourcesFromGlobalState,
} from '../lib/branding-schema';
import { rememberBrand, storedBrandOf } from '../lib/stored-brand';

/**
 * GET /api/branding/v1/branding, with `?isWorkspaceNavigation=true` when the new workspace navigation is on (7.31);
 * a failure falls back silently to null (section 8).
 */
export async function fetchBranding(client: ApiClient, workspaceNavigation = false): Promise<Branding | null> {
  const query = workspaceNavigation ? { isWorkspaceNavigation: true } : {};
  return readOr(
    null,
    client.GET('/api/branding/v1/branding', { params: { query } }),
    (data) => brandingSchema.safeParse(data).data,
  );
}

/** The branding's own endpoint, told whether the tenant's navigation is the new one (shared with the header's read). */
async function fetchTenantBranding(tenantGuid: string | null): Promise<Branding | null> {
  const navigation = await queryClient.fetchQuery(navigationConfigurationQuery(tenantGuid));
  return fetchBranding(apiClient, !navigation.showLegacyNavigation);
}

/** The login-page resources; `/auth` is appended when not signed in. A failure gives none. */
export async function fetchLoginPageResources(client: ApiClient, signedIn: boolean): Promise<ResourceItem[]> {
  const call = signedIn
    ? client.GET('/api/branding/v1/resources/groups/login-page')
    : client.GET('/api/branding/v1/resources/groups/login-page/auth');
  return readOr([], call, (data) => readableItems(resourceItemSchema, data));
}

// Signed in, `/init` answers both with the rest of the global state (section 1): their own endpoints are asked only for
// a part it could not give.
export const brandingQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['branding', tenantGuid],
    ...keptPerTenant(
      tenantGuid,
      async () =>
        (await readGlobalStatePart(tenantGuid, 'branding', brandingFromGlobalState)) ?? fetchTenantBranding(tenantGuid),
      { remember: rememberBrand, storedOf: storedBrandOf },
    ),
    ...tenantSessionData(tenantGuid),
  });

/** The signed-in resources are the tenant's: another tenant has its own. */
export const loginPageResourcesQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['branding', 'login-page', tenantGuid],
    queryFn: async () =>
      (await readGlobalStatePart(tenantGuid, 'resources', resourcesFromGlobalState)) ??
      fetchLoginPageResources(apiClient, tenantGuid !== null),
    staleTime: SESSION_DATA_STALE_MS,
  });
