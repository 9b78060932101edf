export { brandingQuery, fetchBranding, fetchLoginPageResources, loginPageResourcesQuery } from './api/branding-api';
export type { Branding, ResourceItem } from './lib/branding-schema';
export { contentLoginLogo } from './lib/login-logo';
export { LoginLogo } from './ui/login-logo';
export {
  brandColorsOf,
  fillWithReadableText,
  MIN_TEXT_CONTRAST,
  readableOn,
  type BrandColors,
} from './lib/brand-colors';
