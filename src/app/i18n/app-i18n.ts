import { readStoredAuth } from '@/entities/session';
import { apiClient } from '@/shared/api';
import {
  createI18n,
  directionOf,
  fetchTenantTranslations,
  fetchTranslations,
  loadBundledTranslations,
} from '@/shared/i18n';
import { readStoredLanguage } from '@/shared/lib/storage';

const startLanguage = readStoredLanguage();

/** Signed in, the texts carry the tenant's own wording; before sign-in, the product's. */
export const { i18n: appI18n } = createI18n({
  language: startLanguage,
  loadTranslations: (language) => {
    const tenantGuid = readStoredAuth()?.tenantGuid;
    return tenantGuid
      ? fetchTenantTranslations(apiClient, language, tenantGuid)
      : fetchTranslations(apiClient, language);
  },
  loadFallbackTranslations: loadBundledTranslations,
});

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};

applyDocumentLanguage(startLanguage);
// The first paint's direction, before the platform has declared any; from then on the theme sets it with the
// language's declared `Direction`, so that the document and the theme never disagree (section 1).
document.documentElement.dir = directionOf(startLanguage);
appI18n.on('languageChanged', applyDocumentLanguage);
