import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { ThemeName } from '../config/themes';
import { THEME_LABEL_KEYS, useThemeChoices } from './use-theme-choices';

/** The theme picker of the preferences page; only when the tenant has themes. */
export function ThemeSelect({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { choices, current, enabled, choose } = useThemeChoices();
  if (!enabled) return null;
  return (
    <TextField
      select
      size={size}
      label={t('Theme')}
      value={current}
      onChange={(event) => choose(event.target.value as ThemeName)}
      sx={{ minWidth: '12rem' }}
    >
      {choices.map((name) => (
        <MenuItem key={name} value={name}>
          {t(THEME_LABEL_KEYS[name])}
        </MenuItem>
      ))}
    </TextField>
  );
}
