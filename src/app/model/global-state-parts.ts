import { primeBranding } from '@/entities/branding';
import { globalStateQuery, watchLoadedGlobalStates } from '@/entities/global-state';
import { primeOrganizations } from '@/entities/organization';
import { grantedPermissionsQuery, primePermissions } from '@/entities/permission';
import { primeTenants } from '@/entities/tenant';
import { queryClient } from '@/shared/api';

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

/** The signed-in user's permissions: the global state first, so that they are not asked for twice. */
export async function loadGrantedPermissions(owner: { userGuid: string; tenantGuid: string }): Promise<string[]> {
  await queryClient.fetchQuery(globalStateQuery(owner));
  return queryClient.ensureQueryData(grantedPermissionsQuery(owner.tenantGuid));
}
