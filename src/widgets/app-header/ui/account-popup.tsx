import { Box, Divider, Popover, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { AccountIdentity } from '../lib/account-identity';
import { AccountAvatar } from './account-avatar';
import { AccountMainMenu, type AccountSubMenu } from './account-main-menu';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';

/** What the popup shows: the main menu (and the sub-menu the user came back from), or a sub-menu. */
export type AccountMenuView = { menu: 'main'; returnedFrom: AccountSubMenu | null } | { menu: AccountSubMenu };

interface AccountPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  identity: AccountIdentity;
  showPreferences: boolean;
  view: AccountMenuView;
  onView: (view: AccountMenuView) => void;
}

/**
 * The account menu's popup: a dialog holding the user's name and the menu, as a menu may hold only its items.
 * Language and theme open in it in place of the main menu, with a way back. Loaded with the first opening
 * (account-menu.tsx).
 */
export function AccountPopup({ id, anchor, onClose, identity, showPreferences, view, onView }: AccountPopupProps) {
  const { t } = useTranslation();
  const isRtl = useTheme().direction === 'rtl';
  const close = onClose;
  const back = (from: AccountSubMenu) => () => onView({ menu: 'main', returnedFrom: from });
  const edge = isRtl ? 'left' : 'right';
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
      transformOrigin={{ vertical: 'top', horizontal: edge }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('AccountMenu'),
          sx: { minWidth: '18rem', maxWidth: 'calc(100vw - 2rem)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', paddingInline: 2, paddingBlock: 1.5 }}>
        <AccountAvatar initials={identity.initials} sx={{ bgcolor: 'action.selected', color: 'text.primary' }} />
        <Box sx={{ minWidth: 0 }}>
          {identity.fullName && (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{identity.fullName}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {identity.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
      {view.menu === 'main' && (
        <AccountMainMenu
          returnedFrom={view.returnedFrom}
          onOpenSubMenu={(menu) => onView({ menu })}
          onClose={close}
          showPreferences={showPreferences}
        />
      )}
      {view.menu === 'language' && <LanguageMenu onBack={back('language')} onChosen={close} />}
      {view.menu === 'theme' && <ThemeMenu onBack={back('theme')} onChosen={close} />}
    </Popover>
  );
}
