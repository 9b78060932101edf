import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';

import { $navigationDrawerOpen } from '../model/navigation-drawer';
import type { ModuleLinks } from './use-module-links';

const NavigationDrawerPanel = lazy(() =>
  import('./navigation-drawer-panel').then(({ NavigationDrawerPanel: Panel }) => ({ default: Panel })),
);

/**
 * The navigation on a phone or a tablet, loaded the first time its menu button opens it (MUI's Drawer, Modal and
 * Slide): the shell paints without it. Once loaded it stays mounted, so that it closes with its transition.
 */
export function NavigationDrawer(props: Omit<ModuleLinks, 'legacy'>) {
  const open = useUnit($navigationDrawerOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NavigationDrawerPanel {...props} />
    </Suspense>
  );
}
