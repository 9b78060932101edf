import { primeBranding } from '@/entities/branding';
import { watchLoadedGlobalStates } from '@/entities/global-state';
import { primeOrganizations } from '@/entities/organization';
import { primePermissions } from '@/entities/permission';
import { primeTenants } from '@/entities/tenant';

/**
 * Section 1: `/init` answers the tenant, the tenant list, the permissions, the branding, the login-page resources and
 * the organisations with the rest of the global state. Each loaded state hands them to the slices that own them, under
 * the queries that would otherwise ask their own endpoints; a part `/init` could not give is left to its endpoint.
 */
export const stopHandingOverGlobalStateParts = watchLoadedGlobalStates(({ tenantGuid }, state) => {
  primeTenants(tenantGuid, state.tenant, state.tenants);
  primeBranding(tenantGuid, state.branding, state.resources);
  const permissions = primePermissions(tenantGuid, state.permissions);
  if (permissions) primeOrganizations(tenantGuid, permissions, state.organizations);
});
