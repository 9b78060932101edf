export { createUiSettingsQueries, type FormatsToSave } from './api/ui-settings-api';
export { PreferencesPage } from './ui/preferences-page';
