export { contentSettingsQuery, fetchContentSettings, type ContentSettings } from './api/content-settings';
