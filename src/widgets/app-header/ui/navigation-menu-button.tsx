import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { NAVIGATION_DRAWER_ID } from '@/entities/navigation';

import { $navigationDrawerOpen, navigationDrawerOpened } from '../model/navigation-drawer';

/** Opens the module navigation's drawer on a phone or a tablet; the drawer gives the focus back here as it closes. */
export function NavigationMenuButton() {
  const { t } = useTranslation();
  const [open, openDrawer] = useUnit([$navigationDrawerOpen, navigationDrawerOpened]);
  return (
    <IconButton
      color="inherit"
      aria-label={t('OpenNavigation')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? NAVIGATION_DRAWER_ID : undefined}
      onClick={() => openDrawer()}
    >
      <MenuIcon />
    </IconButton>
  );
}
