export { contentSettingsQuery, fetchContentSettings } from './api/content-settings-api';
export { fetchPlatformVersion, platformVersionQuery } from './api/platform-version-api';
export { systemStatusPageOf } from './lib/system-status-page';
