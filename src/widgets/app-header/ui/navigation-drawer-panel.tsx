import { Drawer } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { NAVIGATION_DRAWER_ID } from '@/entities/navigation';

import { $navigationDrawerOpen, navigationDrawerClosed } from '../model/navigation-drawer';
import { ModuleList } from './module-list';
import type { ModuleLinks } from './use-module-links';

/** Leaves a strip of the page beside the open drawer, to tap it closed (Material's 56 px). */
const DRAWER_WIDTH = 'min(16rem, calc(100vw - 3.5rem))';

/**
 * The navigation on a phone or a tablet: a temporary drawer from the start edge (the right in right-to-left), opened by
 * the header's menu button (loaded with its first opening: navigation-drawer.tsx). It takes the focus and gives it back to the button; Escape, the backdrop and choosing a
 * page close it.
 */
export function NavigationDrawerPanel({ modules, current, titleOf }: Omit<ModuleLinks, 'legacy'>) {
  const { t } = useTranslation();
  const [open, close] = useUnit([$navigationDrawerOpen, navigationDrawerClosed]);
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={() => close()}
      slotProps={{
        paper: {
          id: NAVIGATION_DRAWER_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('ModuleNavigation'),
          sx: { width: DRAWER_WIDTH },
        },
      }}
    >
      <ModuleList modules={modules} current={current} titleOf={titleOf} onChoose={() => close()} focusCurrent />
    </Drawer>
  );
}
