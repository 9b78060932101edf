import { queryOptions } from '@tanstack/react-query';

import { readGlobalStatePart } from '@/entities/global-state/@x/tenant';
import { type ApiClient, apiClient, keptPerTenant, readOr, tenantSessionData } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { rememberTenant, storedTenantOf } from '../lib/stored-tenant';
import { type Tenant, tenantFromGlobalState, tenantListFromGlobalState, tenantSchema } from '../lib/tenant-schema';

export type { Tenant };

export const SANDBOX_BUYING_TYPE = 'SANDBOX';

/** The tenants the user can switch to; null without TENANTS_LIST or when the read fails (section 8). */
export async function fetchUserTenants(client: ApiClient): Promise<Tenant[] | null> {
  return readOr(null, client.GET('/api/access/v1/users/current/tenants'), (data) => readableItems(tenantSchema, data));
}

/** The session's tenant; null when the read fails. */
export async function fetchCurrentTenant(client: ApiClient): Promise<Tenant | null> {
  return readOr(null, client.GET('/api/access/v1/tenants/current'), (data) => tenantSchema.safeParse(data).data);
}

export const userTenantsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tenants', tenantGuid],
    queryFn: async () => {
      const fromInit = await readGlobalStatePart(tenantGuid, 'tenants', tenantListFromGlobalState);
      return fromInit !== undefined ? fromInit : fetchUserTenants(apiClient);
    },
    ...tenantSessionData(tenantGuid),
  });

export const currentTenantQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tenant', tenantGuid],
    ...keptPerTenant(
      tenantGuid,
      async () =>
        (await readGlobalStatePart(tenantGuid, 'tenant', tenantFromGlobalState)) ?? fetchCurrentTenant(apiClient),
      { remember: rememberTenant, storedOf: storedTenantOf },
    ),
    ...tenantSessionData(tenantGuid),
  });
