import { describe, expect, it } from 'vitest';

import { loadBundledTranslations } from './bundled-translations';

describe('the bundled texts', () => {
  it('hold every part of a language', async () => {
    const texts = await loadBundledTranslations('ar');
    expect(texts.SignIn).toBe('تسجيل الدخول');
    expect(texts.SignInTooManyAttempts).toContain('{{when}}');
    expect(texts.PlatformVersion).toBeDefined();
  });

  it('answer the base language for a regional one', async () => {
    expect((await loadBundledTranslations('de-CH')).SignIn).toBe((await loadBundledTranslations('de')).SignIn);
  });

  it('answer the default language for one not bundled', async () => {
    expect((await loadBundledTranslations('xx')).SignIn).toBe('Sign in');
  });
});
