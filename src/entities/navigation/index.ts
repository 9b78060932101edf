export {
  fetchNavigationConfiguration,
  navigationConfigurationQuery,
  type NavigationConfiguration,
} from './api/navigation-api';
export { moduleManifestQuery } from './api/module-manifest-query';
