import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, ListItemIcon, ListItemText, MenuItem, type MenuItemProps, MenuList } from '@mui/material';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { $isLoggingOut, logOutRequested } from '@/entities/session';
import { useLanguageChoices } from '@/features/change-language';
import { THEME_LABEL_KEYS, useThemeChoices } from '@/features/change-theme';
import { ROUTES } from '@/shared/config';

export type AccountSubMenu = 'language' | 'theme';

interface AccountMainMenuProps {
  /** The sub-menu the user came back from: it takes the focus again. */
  returnedFrom: AccountSubMenu | null;
  onOpenSubMenu: (menu: AccountSubMenu) => void;
  onClose: () => void;
  /** Before the licence agreement is accepted there are no preferences to open. */
  showPreferences: boolean;
}

interface SubMenuItemProps extends Omit<MenuItemProps, 'children'> {
  icon: ReactNode;
  label: string;
  value: string;
}

/**
 * An entry leading to a sub-menu: its name, the value in effect, and an arrow in the reading direction. The rest of
 * the props reach the MenuItem, where MenuList sets focus and tab order.
 */
function SubMenuItem({ icon, label, value, ...menuItemProps }: SubMenuItemProps) {
  return (
    <MenuItem {...menuItemProps}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} secondary={value} />
      <ChevronRightIcon fontSize="small" sx={{ marginInlineStart: 2, '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
    </MenuItem>
  );
}

export function AccountMainMenu({ returnedFrom, onOpenSubMenu, onClose, showPreferences }: AccountMainMenuProps) {
  const { t } = useTranslation();
  const [logOut, isLoggingOut] = useUnit([logOutRequested, $isLoggingOut]);
  const languages = useLanguageChoices();
  const themes = useThemeChoices();
  return (
    <MenuList aria-label={t('AccountMenu')} autoFocusItem={returnedFrom === null}>
      {languages.choices.length > 0 && (
        <SubMenuItem
          icon={<TranslateIcon fontSize="small" />}
          label={t('Language')}
          value={languages.current?.label ?? ''}
          autoFocus={returnedFrom === 'language'}
          onClick={() => onOpenSubMenu('language')}
        />
      )}
      {themes.enabled && (
        <SubMenuItem
          icon={<PaletteOutlinedIcon fontSize="small" />}
          label={t('Theme')}
          value={t(THEME_LABEL_KEYS[themes.current])}
          autoFocus={returnedFrom === 'theme'}
          onClick={() => onOpenSubMenu('theme')}
        />
      )}
      {showPreferences && (
        <MenuItem component={Link} to={ROUTES.preferences} onClick={onClose}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('Preferences')} />
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        disabled={isLoggingOut}
        onClick={() => {
          onClose();
          logOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('LogOut')} />
      </MenuItem>
    </MenuList>
  );
}
