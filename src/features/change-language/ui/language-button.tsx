import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguageChoices } from './use-language-choices';

// The menu (MUI's Menu, Popover and Modal) loads with the first click: most visitors of the sign-in page never open it.
const LanguageButtonMenu = lazy(() =>
  import('./language-button-menu').then(({ LanguageButtonMenu: Menu }) => ({ default: Menu })),
);

/**
 * A button that names the language in effect and opens the list of languages, each named in itself: the sign-in
 * page's language choice, before there is an account menu to hold it.
 */
export function LanguageButton() {
  const { t } = useTranslation();
  const menuId = useId();
  const { choices, current, choose } = useLanguageChoices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  // Until the languages come the button keeps its place, hidden, so that the page does not move as it shows.
  const waiting = !choices.length;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('LanguageButtonLabel', { language: current?.label ?? t('Language') })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ textTransform: 'none', visibility: waiting ? 'hidden' : undefined }}
      >
        <span lang={current?.code}>{current?.label ?? t('Language')}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageButtonMenu
            id={menuId}
            anchor={anchor}
            choices={choices}
            current={current?.code}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
