import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { useCompactShell } from '@/entities/navigation';

import { navigationDrawerClosed } from '../model/navigation-drawer';
import { LazyLegacyTabs, TabsSpace } from './lazy-legacy-tabs';
import { ModuleList } from './module-list';
import { NavigationDrawer } from './navigation-drawer';
import { useLegacyTabsAhead } from './use-legacy-tabs-ahead';
import { useModuleLinks } from './use-module-links';

/**
 * The modules the user may open: on a phone or a tablet in a drawer; from the `md` breakpoint up as the tenant's new
 * side navigation or the legacy tabs (their code loaded only for the tenants that have them, their row kept meanwhile).
 */
export function ModuleNavigation() {
  const links = useModuleLinks();
  const compact = useCompactShell();
  const tabsExpected = useLegacyTabsAhead(!compact);
  const closeDrawer = useUnit(navigationDrawerClosed);
  // A drawer left open as the window widens would show again, unasked, when it narrows.
  useEffect(() => {
    if (!compact) closeDrawer();
  }, [compact, closeDrawer]);
  if (!links) return !compact && tabsExpected ? <TabsSpace /> : null;
  const { modules, current, legacy, titleOf } = links;

  if (compact) return <NavigationDrawer modules={modules} current={current} titleOf={titleOf} />;
  if (legacy) return <LazyLegacyTabs modules={modules} current={current} titleOf={titleOf} />;
  return (
    <ModuleList
      modules={modules}
      current={current}
      titleOf={titleOf}
      sx={{ width: '16rem', flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
    />
  );
}
