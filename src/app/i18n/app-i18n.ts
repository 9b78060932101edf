import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@/shared/config';
import { createI18n, fetchTranslations } from '@/shared/i18n';
import { localStore } from '@/shared/lib/storage';

const storedLanguage = localStore.read('languageSelected', z.string().min(2)) ?? DEFAULT_LANGUAGE;

export const { i18n: appI18n } = createI18n({
  language: storedLanguage,
  loadTranslations: (language) => fetchTranslations(language),
});
