export { appEnv } from './env';
export {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  OAUTH_CLIENT_ID,
  OAUTH_SCOPE,
  PRODUCT_NAME,
} from './product';
export { BUSINESS_MODULES, type BusinessModule } from './business-modules';
export { DEFAULT_ANALYTICS_SCRIPT_URL, fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';
export { fetchRuntimeLinks, originOf, runtimeLinksQuery, type RuntimeLinks } from './runtime-links';
export { moduleManifestEntrySchema, type ModuleManifestEntry } from './module-manifest';
export { PERMISSIONS } from './permissions';
export { ROUTES } from './routes';
