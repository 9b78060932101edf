export {
  fetchOrganizationPreferences,
  fetchUserPreferences,
  type FormatsToSave,
  saveOrganizationPreferences,
  saveUserPreferences,
} from './api/ui-settings-api';
export { PreferencesPage } from './ui/preferences-page';
