export { type SafeUrlType, sanitizeUrl } from './safe-url';
export { sanitize, type SafeContentType } from './sanitize';
