import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { preloadOnIntent } from '../lib/preload-on-intent';
import type { ModuleLinks } from './use-module-links';

/** The legacy navigation: the modules as tabs under the header, the open one selected. */
export function LegacyTabs({ modules, current, titleOf }: Omit<ModuleLinks, 'legacy'>) {
  const { t } = useTranslation();
  const label = t('ModuleNavigation');
  return (
    // Tabs give `aria-label` to their tab list; the navigation landmark around it is named by its own.
    <Tabs
      component="nav"
      slotProps={{ root: { 'aria-label': label } }}
      aria-label={label}
      value={current?.id ?? false}
      variant="scrollable"
    >
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
