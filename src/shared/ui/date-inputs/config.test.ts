import { describe, expect, it } from 'vitest';

import { loadedPickerLocale, loadPickerLocale } from './config';

describe("the pickers' locales", () => {
  it('have English at once, and for a language without names of its own', () => {
    expect(loadedPickerLocale('en-us')?.code).toBe('en-US');
    expect(loadedPickerLocale('pt-br')?.code).toBe('en-US');
  });

  it("load another seeded language's names once, with weeks starting on Sunday", async () => {
    expect(loadedPickerLocale('de-de')).toBeUndefined();
    const german = await loadPickerLocale('de-de');
    expect(german.code).toBe('de');
    expect(german.options?.weekStartsOn).toBe(0);
    expect(loadedPickerLocale('de')).toBe(german);
    expect(await loadPickerLocale('de-at')).toBe(german);
  });
});
