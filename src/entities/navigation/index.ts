export {
  fetchNavigationConfiguration,
  navigationConfigurationQuery,
  type NavigationConfiguration,
} from './api/navigation-api';
export { moduleManifestQuery, moduleOverridesQuery } from './api/module-manifest-query';
export { NAVIGATION_DRAWER_ID } from './config/drawer';
export { useCompactShell } from './lib/use-compact-shell';
