import { Box, Button, Divider, Popover, Typography, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountAvatar } from './account-avatar';
import { AccountMainMenu, type AccountSubMenu } from './account-main-menu';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';
import { useAccountIdentity } from './use-account-identity';

type View = { menu: 'main'; returnedFrom: AccountSubMenu | null } | { menu: AccountSubMenu };

const FIRST_VIEW: View = { menu: 'main', returnedFrom: null };

/** A long name or e-mail on the bar is cut with an ellipsis: it must never push the header's other controls away. */
const NAME_MAX_WIDTH = '16rem';
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The one account menu of the header: who is signed in (full name and e-mail), language, theme, preferences and
 * log out. Language and theme open in the same popup in place of the main menu, with a way back. The popup is a
 * dialog holding the user's name and the menu, as a menu may hold only its items.
 */
export function AccountMenu({ showPreferences }: { showPreferences: boolean }) {
  const { t } = useTranslation();
  const identity = useAccountIdentity();
  const popupId = useId();
  const isRtl = useTheme().direction === 'rtl';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<View>(FIRST_VIEW);
  if (!identity) return null;

  const close = () => setAnchor(null);
  const back = (from: AccountSubMenu) => () => setView({ menu: 'main', returnedFrom: from });
  const label = identity.fullName
    ? t('AccountMenuLabel', { name: identity.fullName, email: identity.email })
    : t('AccountMenuLabelEmailOnly', { email: identity.email });
  const edge = isRtl ? 'left' : 'right';

  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popupId : undefined}
        onClick={(event) => {
          setView(FIRST_VIEW);
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'none', gap: 1, textAlign: 'start', minWidth: 0 }}
      >
        <AccountAvatar
          initials={identity.initials}
          sx={{ bgcolor: 'transparent', color: 'inherit', border: 2, borderColor: 'currentColor' }}
        />
        <Box sx={{ display: { xs: 'none', md: 'block' }, lineHeight: 1.2, minWidth: 0, maxWidth: NAME_MAX_WIDTH }}>
          {identity.fullName && (
            <Box component="span" sx={{ display: 'block', fontWeight: 600, ...ONE_LINE }}>
              {identity.fullName}
            </Box>
          )}
          {/* Read as "name e-mail", as the button's name has them, not run together. */}
          {identity.fullName && ' '}
          <Box
            component="span"
            sx={{ display: 'block', fontSize: identity.fullName ? '0.75rem' : undefined, ...ONE_LINE }}
          >
            {identity.email}
          </Box>
        </Box>
      </Button>
      <Popover
        id={popupId}
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
            onOpenSubMenu={(menu) => setView({ menu })}
            onClose={close}
            showPreferences={showPreferences}
          />
        )}
        {view.menu === 'language' && <LanguageMenu onBack={back('language')} onChosen={close} />}
        {view.menu === 'theme' && <ThemeMenu onBack={back('theme')} onChosen={close} />}
      </Popover>
    </>
  );
}
