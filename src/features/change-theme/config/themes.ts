/** Section 4: the themes the shell knows. preview-system follows the device (preview-dark or default). */
export const THEMES = ['default', 'preview', 'preview-dark', 'preview-system'] as const;
export type ThemeName = (typeof THEMES)[number];
/** What a theme resolves to once the device preference is known. */
export type ResolvedTheme = Exclude<ThemeName, 'preview-system'>;
export const DEFAULT_THEME: ThemeName = 'default';
export const INVALID_THEME_MESSAGE = 'Only valid theme values can be used';
