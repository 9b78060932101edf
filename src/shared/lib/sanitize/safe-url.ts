export type SafeUrlType = 'url' | 'image-url';

const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;
/**
 * An image's address (logo `src`, favicon `href`): http(s), an inline image (`data:image/…`), or relative (no
 * scheme: nothing before a colon ahead of the first `/`, `?` or `#`). Anything else, `javascript:` included (also
 * spelled with tabs or newlines, which browsers drop), is refused.
 */
const SAFE_IMAGE_URL = /^(https?:|data:image\/[a-z0-9.+-]+[;,]|[^:/?#]*([/?#]|$))/i;

/**
 * A server- or translation-supplied address, kept only when it is safe to follow or show: a link when it is http(s),
 * mailto or same-origin, an image's address when it is http(s), an inline image or relative; a refused one is ''.
 * Apart from `sanitize`, so that pages with addresses but no server HTML do not load the HTML sanitiser.
 */
export function sanitizeUrl(type: SafeUrlType, value: string): string {
  const trimmed = value.trim();
  if (type === 'url') return SAFE_URL.test(trimmed) ? trimmed : '';
  return SAFE_IMAGE_URL.test(trimmed) ? trimmed : '';
}
