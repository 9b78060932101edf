export { DEFAULT_THEME, THEMES, type ResolvedTheme, type ThemeName } from './config/themes';
export { fetchThemeCapability } from './api/theme-capability';
export { acceptedTheme, resolveTheme } from './lib/theme-value';
export {
  $prefersDark,
  $theme,
  $themeEnabled,
  devicePreferenceChanged,
  storeThemeFx,
  themeCapabilityRequested,
  themeChosen,
  themeRestored,
} from './model/theme';
export { ThemeSelect } from './ui/theme-select';
export { THEME_LABEL_KEYS, useThemeChoices } from './ui/use-theme-choices';
