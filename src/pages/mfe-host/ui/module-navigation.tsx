import { List, ListItemButton, ListItemText, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';

import { moduleManifestQuery, navigationConfigurationQuery } from '@/entities/navigation';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, $tenantGuid } from '@/entities/session';
import { isBuiltinModule, type ModuleManifestEntry, moduleTitle } from '@/shared/config';
import { accessAllows } from '@/shared/lib/access';
import { preloadModule } from '@/shared/lib/script';

/** On intent (pointer or focus on its link), a hosted module's entry is fetched ahead, checked as its route will. */
const preloadOnIntent = (module: ModuleManifestEntry) => {
  if (isBuiltinModule(module)) return {};
  const preload = () => void preloadModule(module.entry, module.integrity).catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
};

/** The modules the user may open, as the tenant's new side navigation or the legacy tabs. */
export function ModuleNavigation() {
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
  const titleOf = (module: (typeof modules)[number]) => moduleTitle(module.title, i18n.language, t);
  const current = modules.find((module) => pathname === module.path || pathname.startsWith(`${module.path}/`));

  if (configuration.showLegacyNavigation) {
    return (
      <Tabs component="nav" aria-label={t('ModuleNavigation')} value={current?.id ?? false} variant="scrollable">
        {modules.map((module) => (
          <Tab
            key={module.id}
            value={module.id}
            label={titleOf(module)}
            component={NavLink}
            to={module.path}
            {...preloadOnIntent(module)}
          />
        ))}
      </Tabs>
    );
  }
  return (
    <List
      component="nav"
      aria-label={t('ModuleNavigation')}
      sx={{ width: '16rem', flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
    >
      {modules.map((module) => (
        <ListItemButton
          key={module.id}
          component={NavLink}
          to={module.path}
          {...preloadOnIntent(module)}
          selected={module === current}
          aria-current={module === current ? 'page' : undefined}
        >
          <ListItemText primary={titleOf(module)} />
        </ListItemButton>
      ))}
    </List>
  );
}
