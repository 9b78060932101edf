import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

const load = async () => ({ PlatformVersion: 'Version {{version}}' });

async function ready(options: Parameters<typeof createI18n>[0]) {
  const { i18n, ready } = createI18n(options);
  await ready;
  return i18n;
}

describe('createI18n', () => {
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
});
