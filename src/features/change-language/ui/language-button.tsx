import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguageChoices } from './use-language-choices';

/**
 * A button that names the language in effect and opens the list of languages, each named in itself: the sign-in
 * page's language choice, before there is an account menu to hold it.
 */
export function LanguageButton() {
  const { t } = useTranslation();
  const menuId = useId();
  const { choices, current, choose } = useLanguageChoices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!choices.length) return null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('LanguageButtonLabel', { language: current?.label ?? t('Language') })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        <span lang={current?.code}>{current?.label ?? t('Language')}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} disablePortal>
        {choices.map((choice) => {
          const checked = choice.code === current?.code;
          return (
            <MenuItem
              key={choice.code}
              role="menuitemradio"
              aria-checked={checked}
              autoFocus={checked}
              lang={choice.code}
              onClick={() => {
                close();
                choose(choice.code);
              }}
            >
              <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={choice.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
