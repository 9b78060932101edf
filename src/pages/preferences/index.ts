export {
  createUiSettingsQueries,
  uiSettingsQueries,
  type FormatsToSave,
  type UiSettingsQueries,
} from './api/ui-settings-queries';
export { PreferencesPage } from './ui/preferences-page';
