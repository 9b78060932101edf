import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { moduleManifestQuery, navigationConfigurationQuery } from '@/entities/navigation';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $tenantGuid } from '@/entities/session';
import { type ModuleManifestEntry, moduleTitle } from '@/shared/config';
import { accessAllows } from '@/shared/lib/access';

export interface ModuleLinks {
  modules: ModuleManifestEntry[];
  current: ModuleManifestEntry | undefined;
  legacy: boolean;
  /** A module's title in the user's language (a text per language, or a translation key). */
  titleOf: (module: ModuleManifestEntry) => string;
}

/**
 * The modules of the manifest the user may open and the one open now; null until permissions, the tenant's settings
 * and the manifest have come.
 */
export function useModuleLinks(): ModuleLinks | null {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const tenantGuid = useUnit($tenantGuid);
  const role = useUnit($accessClaims)?.role ?? null;
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const { data: configuration } = useQuery(navigationConfigurationQuery(tenantGuid));
  const { data: manifest } = useQuery(moduleManifestQuery());
  if (!permissions || !configuration || !manifest) return null;
  const modules = manifest.filter(
    (module) => !module.navigation?.hidden && accessAllows(module.access ?? { rules: [] }, { permissions, role }),
  );
  const current = modules.find((module) => pathname === module.path || pathname.startsWith(`${module.path}/`));
  const titleOf = (module: ModuleManifestEntry) => moduleTitle(module.title, i18n.language, t);
  return { modules, current, legacy: configuration.showLegacyNavigation, titleOf };
}
