export { type HtmlSanitizer, loadedHtmlSanitizer, loadHtmlSanitizer } from './html-sanitizer';
export { type SafeUrlType, sanitizeUrl } from './safe-url';
export { sanitize, type SafeContentType } from './sanitize';
