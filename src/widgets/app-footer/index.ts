export { fetchPlatformVersion, platformVersionQuery } from './api/platform-version-query';
export { AppFooter } from './ui/app-footer';
