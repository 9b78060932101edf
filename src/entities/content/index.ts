export { contentSettingsQuery, fetchContentSettings } from './api/content-settings';
export { fetchPlatformVersion, platformVersionQuery } from './api/platform-version-query';
export { systemStatusPageOf } from './lib/system-status-page';
