import { Tab, Tabs } from '@mui/material';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { useCompactShell } from '@/entities/navigation';

import { preloadOnIntent } from '../lib/preload-on-intent';
import { navigationDrawerClosed } from '../model/navigation-drawer';
import { ModuleList } from './module-list';
import { NavigationDrawer } from './navigation-drawer';
import { useModuleLinks } from './use-module-links';

/**
 * The modules the user may open: on a phone or a tablet in a drawer; from the `md` breakpoint up as the tenant's new
 * side navigation or the legacy tabs.
 */
export function ModuleNavigation() {
  const { t } = useTranslation();
  const links = useModuleLinks();
  const compact = useCompactShell();
  const closeDrawer = useUnit(navigationDrawerClosed);
  // A drawer left open as the window widens would show again, unasked, when it narrows.
  useEffect(() => {
    if (!compact) closeDrawer();
  }, [compact, closeDrawer]);
  if (!links) return null;
  const { modules, current, legacy, titleOf } = links;

  if (compact) return <NavigationDrawer modules={modules} current={current} titleOf={titleOf} />;
  if (legacy) {
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
    <ModuleList
      modules={modules}
      current={current}
      titleOf={titleOf}
      sx={{ width: '16rem', flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
    />
  );
}
