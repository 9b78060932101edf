import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@/shared/config';
import { createI18n, directionOf, fetchTranslations } from '@/shared/i18n';
import { localStore } from '@/shared/lib/storage';

const storedLanguage = localStore.read('languageSelected', z.string().min(2)) ?? DEFAULT_LANGUAGE;

export const { i18n: appI18n } = createI18n({
  language: storedLanguage,
  loadTranslations: (language) => fetchTranslations(language),
});

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

applyDocumentLanguage(storedLanguage);
appI18n.on('languageChanged', applyDocumentLanguage);
