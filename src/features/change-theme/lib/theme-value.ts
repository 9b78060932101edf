import { DEFAULT_THEME, INVALID_THEME_MESSAGE, type ResolvedTheme, type ThemeName, THEMES } from '../config/themes';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** A theme from outside (server, storage): accepted when valid, else the stored theme, else the default. */
export const acceptedTheme = (value: unknown, stored: ThemeName | null): ThemeName =>
  isThemeName(value) ? value : (stored ?? DEFAULT_THEME);

/** A theme set in code must be valid: a wrong value is a programming error. */
export function assertThemeName(value: unknown): asserts value is ThemeName {
  if (!isThemeName(value)) throw new Error(INVALID_THEME_MESSAGE);
}

export const resolveTheme = (theme: ThemeName, prefersDark: boolean): ResolvedTheme =>
  theme === 'preview-system' ? (prefersDark ? 'preview-dark' : 'default') : theme;
