import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { THEMES, type ThemeName } from '../config/themes';
import { $theme, $themeEnabled, themeChosen } from '../model/theme';

const THEME_LABELS: Record<ThemeName, string> = {
  default: 'ThemeDefault',
  preview: 'ThemePreview',
  'preview-dark': 'ThemePreviewDark',
  'preview-system': 'ThemePreviewSystem',
};

/** The theme picker; only when the tenant has themes. */
export function ThemeSelect({ size = 'small', sx }: { size?: 'small' | 'medium'; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const [theme, enabled, chosen] = useUnit([$theme, $themeEnabled, themeChosen]);
  if (!enabled) return null;
  return (
    <TextField
      select
      size={size}
      label={t('Theme')}
      value={theme}
      onChange={(event) => chosen(event.target.value as ThemeName)}
      sx={[{ minWidth: '12rem' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {THEMES.map((name) => (
        <MenuItem key={name} value={name}>
          {t(THEME_LABELS[name])}
        </MenuItem>
      ))}
    </TextField>
  );
}
