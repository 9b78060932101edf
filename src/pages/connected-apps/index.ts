export { ConnectedAppsPage } from './ui/connected-apps-page';
