export { appBasePath, appUrl, routerBasename, withoutAppBase } from './app-base';
export { appEnv } from './env';
export {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  OAUTH_CLIENT_ID,
  OAUTH_SCOPE,
  PRODUCT_NAME,
} from './product';
export { BUILTIN_MODULE_ENTRIES, BUSINESS_MODULES, type BusinessModule } from './business-modules';
export {
  fetchModuleManifest,
  fetchModuleOfPath,
  fetchModuleOverrides,
  isBuiltinModule,
  manifestEntryOfPath,
  mergeModuleManifest,
  moduleOwns,
  textNamespaceOf,
  translationModuleOf,
} from './hosted-modules';
export { MODULE_FAILURE_EVENT, type ModuleFailure } from './module-failure';
export { MODULE_ACTIVITY_EVENT } from './module-activity';
export {
  type ConfigProblem,
  DEFAULT_ANALYTICS_SCRIPT_URL,
  fetchRuntimeConfig,
  fetchRuntimeConfigProblems,
  readRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';
export {
  moduleManifestEntrySchema,
  moduleTitle,
  readModuleManifest,
  readModulesSetting,
  type ModuleManifestEntry,
  type ModulesSetting,
} from './module-manifest';
export { runtimeConfigQuery } from './runtime-config-query';
export { captureModuleOverrides, clearModuleOverrides, MODULE_OVERRIDE_PARAM } from './module-overrides';
export type { ModuleOverride } from './module-override-entries';
export { originOf, runtimeLinksQuery, type RuntimeLinks } from './runtime-links';
export { PERMISSIONS } from './permissions';
export { ROUTES } from './routes';
