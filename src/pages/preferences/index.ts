export {
  fetchOrganizationPreferences,
  fetchOrganizationSetting,
  fetchUserPreferences,
  saveOrganizationPreferences,
  saveUserPreferences,
} from './api/ui-settings-calls';
export { PreferencesPage } from './ui/preferences-page';
