export { loadBundledTranslations } from './bundled-translations-on-demand';
export { createI18n, type I18nOptions } from './create-i18n';
export {
  fetchModuleTranslations,
  fetchTenantTranslations,
  fetchTranslations,
  NO_TENANT_ID,
  type TranslationTable,
} from './translations-api';
export { MISSING_KEY_MARKER } from './i18n-config';
export { directionOf, type DeclaredDirection, type TextDirection } from './text-direction';
