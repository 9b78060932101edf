import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AccountAvatar } from './account-avatar';
import type { AccountMenuView } from './account-popup';
import { useAccountIdentity } from './use-account-identity';

// The popup (MUI's Popover, Modal and menus) loads with the first click: the shell paints without it.
const AccountPopup = lazy(() => import('./account-popup').then(({ AccountPopup: Popup }) => ({ default: Popup })));

const FIRST_VIEW: AccountMenuView = { menu: 'main', returnedFrom: null };

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<AccountMenuView>(FIRST_VIEW);
  if (!identity) return null;

  const close = () => setAnchor(null);
  const label = identity.fullName
    ? t('AccountMenuLabel', { name: identity.fullName, email: identity.email })
    : t('AccountMenuLabelEmailOnly', { email: identity.email });

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
          setOpened(true);
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
      {opened && (
        <Suspense fallback={null}>
          <AccountPopup
            id={popupId}
            anchor={anchor}
            onClose={close}
            identity={identity}
            showPreferences={showPreferences}
            view={view}
            onView={setView}
          />
        </Suspense>
      )}
    </>
  );
}
