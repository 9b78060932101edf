import { queryOptions } from '@tanstack/react-query';

import { type ApiClient, apiClient, keptPerTenant, readOr, tenantSessionData } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { type Tenant, tenantSchema } from '../lib/tenant-schema';

export type { Tenant };
import { rememberTenant, storedTenantOf } from '../lib/stored-tenant';

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
    queryFn: () => fetchUserTenants(apiClient),
    ...tenantSessionData(tenantGuid),
  });

export const currentTenantQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tenant', tenantGuid],
    ...keptPerTenant(tenantGuid, () => fetchCurrentTenant(apiClient), {
      remember: rememberTenant,
      storedOf: storedTenantOf,
    }),
    ...tenantSessionData(tenantGuid),
  });
