import { queryClient } from '@/shared/api';

import { rememberTenant } from '../lib/stored-tenant';
import { tenantFromGlobalState, tenantListFromGlobalState } from '../lib/tenant-schema';
import { currentTenantQuery, userTenantsQuery } from './tenant-api';

/**
 * The session's tenant and the user's tenant list as the global state answered them. A list that is null (no
 * TENANTS_LIST) is kept as null; an unreadable part is not kept, and its own endpoint answers instead.
 */
export function primeTenants(tenantGuid: string, tenant: unknown, tenants: unknown): void {
  const current = tenantFromGlobalState(tenant);
  if (current) {
    queryClient.setQueryData(currentTenantQuery(tenantGuid).queryKey, current);
    rememberTenant(tenantGuid, current);
  }
  const list = tenantListFromGlobalState(tenants);
  if (list !== undefined) queryClient.setQueryData(userTenantsQuery(tenantGuid).queryKey, list);
}
