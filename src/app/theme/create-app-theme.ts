import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';

import { type BrandColors, fillWithReadableText, MIN_TEXT_CONTRAST, readableOn } from '@/entities/branding';
import type { ResolvedTheme } from '@/features/change-theme';
import type { TextDirection } from '@/shared/i18n';

const DARK_BACKGROUND = '#121212';
const LIGHT_BACKGROUND = '#FFFFFF';

/**
 * The MUI theme of a tenant's brand colours in a theme and direction. Colours are corrected where text in or on
 * them would fall below WCAG AA; the tertiary colour is the page background in the light themes when text reads on it.
 */
export function createAppTheme(colors: BrandColors, theme: ResolvedTheme, direction: TextDirection): Theme {
  const dark = theme === 'preview-dark';
  const preview = theme !== 'default';
  const textReadsOnTertiary = getContrastRatio(colors.tertiary, '#000000') >= MIN_TEXT_CONTRAST;
  const lightBackground = textReadsOnTertiary ? colors.tertiary : LIGHT_BACKGROUND;
  const background = dark ? DARK_BACKGROUND : lightBackground;
  return createTheme({
    direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      contrastThreshold: MIN_TEXT_CONTRAST,
      primary: { main: fillWithReadableText(readableOn(colors.primary, background)) },
      secondary: { main: fillWithReadableText(dark ? readableOn(colors.secondary, background) : colors.secondary) },
      background: { default: background, paper: dark ? '#1E1E1E' : LIGHT_BACKGROUND },
    },
    shape: { borderRadius: preview ? 12 : 4 },
    typography: preview ? { button: { textTransform: 'none', fontWeight: 600 } } : {},
  });
}
