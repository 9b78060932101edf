export {
  fetchNavigationConfiguration,
  navigationConfigurationQuery,
  type NavigationConfiguration,
} from './api/navigation-api';
