export { type ResolvedTheme } from './config/themes';
export { fetchThemeCapability } from './api/theme-api';
export { resolveTheme } from './lib/theme-value';
export { $prefersDark, $theme, devicePreferenceChanged, themeCapabilityRequested, themeRestored } from './model/theme';
export { ThemeSelect } from './ui/theme-select';
export { THEME_LABEL_KEYS, useThemeChoices } from './ui/use-theme-choices';
