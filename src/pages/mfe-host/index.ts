export { MfeHostPage } from './ui/mfe-host-page';
export { fetchNavigationConfiguration, type NavigationConfiguration } from './api/navigation-configuration';
