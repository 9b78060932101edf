import { sanitizeUrl } from '@/shared/lib/sanitize';

/** Logos come as data URLs of images; an image cannot run script, whatever its type. */
const IMAGE_DATA_URL = /^data:image\/[\w.+-]+[;,]/i;

/** The branding's logo as an address the header may load, or null when there is none it may. */
export function logoAddress(logo: string | null | undefined): string | null {
  const value = logo?.trim();
  if (!value) return null;
  if (IMAGE_DATA_URL.test(value)) return value;
  return sanitizeUrl('url', value) || null;
}
