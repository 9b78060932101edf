import { queryClient } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { rememberTenant } from '../lib/stored-tenant';
import { tenantSchema } from '../lib/tenant-schema';
import { currentTenantQuery, userTenantsQuery } from './tenant-api';

/**
 * The session's tenant and the user's tenant list as the global state answered them. A list that is null (no
 * TENANTS_LIST) is kept as null; an unreadable tenant is not kept, and its own endpoint answers instead.
 */
export function primeTenants(tenantGuid: string, tenant: unknown, tenants: unknown): void {
  const current = tenantSchema.safeParse(tenant);
  if (current.success) {
    queryClient.setQueryData(currentTenantQuery(tenantGuid).queryKey, current.data);
    rememberTenant(tenantGuid, current.data);
  }
  const list = tenants === null ? null : readableItems(tenantSchema, tenants);
  if (list !== null || tenants === null) queryClient.setQueryData(userTenantsQuery(tenantGuid).queryKey, list);
}
