import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';

import { $accessClaims } from '@/entities/session';
import { currentTenantQuery } from '@/entities/tenant';
import { userContextQuery } from '@/entities/user-context';

/** Whom the user acts as now, by name; a part not yet read (or unreadable) is null. */
export interface CurrentContext {
  tenant: string | null;
  orgGroup: string | null;
  organization: string | null;
  role: string | null;
}

/**
 * The session's tenant, organisation group, organisation and role as names, from the same reads the header's
 * switchers make (nothing is asked twice); the role falls back to the token's while the context read is under way.
 */
export function useCurrentContext(): CurrentContext | null {
  const claims = useUnit($accessClaims);
  const scope = claims ? { tenantGuid: claims.tenantGuid, orgGroupGuid: claims.orgGroupGuid, role: claims.role } : null;
  const { data: tenant } = useQuery(currentTenantQuery(claims?.tenantGuid ?? null));
  const { data: context } = useQuery(userContextQuery(scope));
  if (!claims) return null;
  const current = context?.current;
  return {
    tenant: tenant?.name || null,
    orgGroup: context?.orgGroups.find((group) => group.guid === current?.orgGroupGuid)?.name || null,
    organization: current?.organization?.Name || null,
    role: current?.role || claims.role || null,
  };
}
