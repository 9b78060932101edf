import { describe, expect, it } from 'vitest';

import { createI18n } from './create-i18n';

const load = async () => ({ PlatformVersion: 'Version {{version}}' });

async function ready(options: Parameters<typeof createI18n>[0]) {
  const { i18n, ready } = createI18n(options);
  await ready;
  return i18n;
}

describe('createI18n', () => {
  it('knows its language before the texts arrive, so that the first render can read its direction', () => {
    const { i18n } = createI18n({ language: 'ar', loadTranslations: () => new Promise(() => undefined) });
    expect(i18n.language).toBe('ar');
  });

  it('translates with the loaded table', async () => {
    const i18n = await ready({ language: 'en-us', loadTranslations: load });
    expect(i18n.t('PlatformVersion', { version: '4.12.0' })).toBe('Version 4.12.0');
  });

  it('shows a missing key as the key itself', async () => {
    const i18n = await ready({ language: 'en-us', loadTranslations: load });
    expect(i18n.t('NoSuchKey')).toBe('NoSuchKey');
  });

  it("shows 'key NOT FOUND' when the fallback flag is set", async () => {
    const i18n = await ready({ language: 'en-us', loadTranslations: load, markMissingKeys: true });
    expect(i18n.t('NoSuchKey')).toBe('NoSuchKey NOT FOUND');
  });

  it('shows keys when the translations cannot be loaded', async () => {
    const i18n = await ready({ language: 'de', loadTranslations: () => Promise.reject(new Error('offline')) });
    expect(i18n.t('PlatformVersion')).toBe('PlatformVersion');
  });

  it('shows the fallback texts when the translations cannot be loaded', async () => {
    const i18n = await ready({
      language: 'de',
      loadTranslations: () => Promise.reject(new Error('offline')),
      loadFallbackTranslations: async (language) => ({ SignIn: `Anmelden (${language})` }),
    });
    expect(i18n.t('SignIn')).toBe('Anmelden (de)');
  });

  it('keeps the texts it shows when a reload fails', async () => {
    let answer: () => Promise<Record<string, string>> = load;
    const i18n = await ready({
      language: 'en-us',
      loadTranslations: () => answer(),
      loadFallbackTranslations: async () => ({ PlatformVersion: 'bundled' }),
    });
    answer = () => Promise.reject(new Error('503'));
    await i18n.reloadResources();
    expect(i18n.t('PlatformVersion', { version: '4.12.0' })).toBe('Version 4.12.0');
  });

  it('keeps a language that failed to load ready while it reloads (a suspended navigation never shows)', async () => {
    let answer: () => Promise<Record<string, string>> = () => Promise.reject(new Error('500'));
    const i18n = await ready({ language: 'en-us', loadTranslations: () => answer() });
    answer = load;
    const reloaded = i18n.reloadResources();
    expect(i18n.hasLoadedNamespace('translation')).toBe(true);
    await reloaded;
    expect(i18n.t('PlatformVersion', { version: '4.12.0' })).toBe('Version 4.12.0');
  });
});
