import { describe, expect, it } from 'vitest';

import { acceptedTheme, assertThemeName, resolveTheme } from './theme-value';

describe('theme values', () => {
  it.each(['default', 'preview', 'preview-dark', 'preview-system'])('accept %s', (theme) => {
    expect(acceptedTheme(theme, null)).toBe(theme);
  });

  it('fall back to the stored theme, then the default, for anything else', () => {
    expect(acceptedTheme('neon', 'preview')).toBe('preview');
    expect(acceptedTheme(42, null)).toBe('default');
  });

  it("refuse an invalid theme set in code with the specification's message", () => {
    expect(() => assertThemeName('neon')).toThrow('Only valid theme values can be used');
    expect(() => assertThemeName('preview-dark')).not.toThrow();
  });

  it('resolve preview-system by the device preference', () => {
    expect(resolveTheme('preview-system', true)).toBe('preview-dark');
    expect(resolveTheme('preview-system', false)).toBe('default');
    expect(resolveTheme('preview', true)).toBe('preview');
  });
});
