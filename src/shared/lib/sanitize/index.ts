export { sanitize, type SafeContentType } from './sanitize';
