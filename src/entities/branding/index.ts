export {
  brandingQuery,
  fetchBranding,
  fetchLoginPageResources,
  loginPageResourcesQuery,
  type Branding,
  type ResourceItem,
} from './api/branding-queries';
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
