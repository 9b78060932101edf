import DOMPurify from 'dompurify';

export type SafeContentType = 'html' | 'url';

const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;

// Links in server or translated HTML open beside the app and cannot reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Makes server- or translation-supplied content safe to render: HTML is sanitised (DOMPurify), a URL is kept only
 * when it is http(s), mailto or same-origin. Any other type is a programming error (section 8's message).
 */
export function sanitize(type: SafeContentType, value: string): string {
  if (type === 'html') return DOMPurify.sanitize(value, { USE_PROFILES: { html: true } });
  if (type === 'url') return SAFE_URL.test(value.trim()) ? value.trim() : '';
  throw new Error('Invalid safe type specified');
}
