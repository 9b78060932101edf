import { useUnit } from 'effector-react';

import { type ThemeName, THEMES } from '../config/themes';
import { $theme, $themeEnabled, themeChosen } from '../model/theme';

/** The translation key of each theme's name. */
export const THEME_LABEL_KEYS: Record<ThemeName, string> = {
  default: 'ThemeDefault',
  preview: 'ThemePreview',
  'preview-dark': 'ThemePreviewDark',
  'preview-system': 'ThemePreviewSystem',
};

/** The themes, the one chosen, and how to choose another; `enabled` is false when the tenant has no themes. */
export function useThemeChoices() {
  const [current, enabled, choose] = useUnit([$theme, $themeEnabled, themeChosen]);
  return { choices: THEMES, current, enabled, choose };
}
