export { createUiSettingsQueries, type FormatsToSave } from './api/ui-settings-queries';
export { PreferencesPage } from './ui/preferences-page';
