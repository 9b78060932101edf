import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';

import { navigationConfigurationQuery } from '@/entities/navigation';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $tenantGuid } from '@/entities/session';
import { BUSINESS_MODULES, type BusinessModule } from '@/shared/config';
import { accessAllows } from '@/shared/lib/access';

export interface ModuleLinks {
  modules: BusinessModule[];
  current: BusinessModule | undefined;
  legacy: boolean;
}

/** The modules the user may open and the one open now; null until permissions and the tenant's settings have come. */
export function useModuleLinks(): ModuleLinks | null {
  const { pathname } = useLocation();
  const tenantGuid = useUnit($tenantGuid);
  const role = useUnit($accessClaims)?.role ?? null;
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const { data: configuration } = useQuery(navigationConfigurationQuery(tenantGuid));
  if (!permissions || !configuration) return null;
  const modules = BUSINESS_MODULES.filter((module) => accessAllows(module.access, { permissions, role }));
  const current = modules.find((module) => pathname === module.path || pathname.startsWith(`${module.path}/`));
  return { modules, current, legacy: configuration.showLegacyNavigation };
}
