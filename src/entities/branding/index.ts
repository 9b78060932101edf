export { brandingQuery, fetchBranding, fetchLoginPageResources, loginPageResourcesQuery } from './api/branding-queries';
export { primeBranding } from './api/prime-branding';
export type { Branding, ResourceItem } from './lib/branding-schema';
export { chooseLoginLogo, contentLoginLogo, DEFAULT_LOGIN_LOGO } from './lib/login-logo';
export { LoginLogo } from './ui/login-logo';
export {
  brandColorsOf,
  DEFAULT_BRAND_WHITE,
  fillWithReadableText,
  MIN_TEXT_CONTRAST,
  readableOn,
  type BrandColors,
} from './lib/brand-colors';
