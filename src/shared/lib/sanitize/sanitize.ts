import DOMPurify from 'dompurify';

import { sanitizeUrl } from './safe-url';

export type SafeContentType = 'html' | 'url' | 'image-url';

let linksHooked = false;

/** DOMPurify needs a DOM: without one (Node) it cannot sanitise, and nothing is rendered. */
function purifier(): typeof DOMPurify | null {
  if (!DOMPurify.isSupported) return null;
  if (!linksHooked) {
    // Links in server or translated HTML open beside the app and cannot reach back into it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    linksHooked = true;
  }
  return DOMPurify;
}

/**
 * Makes server- or translation-supplied content safe to render: HTML is sanitised (DOMPurify), a URL is kept only
 * when it is http(s), mailto or same-origin, an image's address only when it is http(s), an inline image or
 * relative; a refused one is ''. Any other type is a programming error (section 8's message).
 */
export function sanitize(type: SafeContentType, value: string): string {
  if (type === 'html') return purifier()?.sanitize(value, { USE_PROFILES: { html: true } }) ?? '';
  if (type === 'url' || type === 'image-url') return sanitizeUrl(type, value);
  throw new Error('Invalid safe type specified');
}
