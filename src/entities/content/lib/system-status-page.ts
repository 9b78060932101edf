import { sanitizeUrl } from '@/shared/lib/sanitize';

import type { ContentSettings } from '../api/content-settings-api';
import { LICENSE_CONTENT_SETTING, SYSTEM_STATUS_URL_SETTING } from '../config/content-setting-keys';

/**
 * Section 2: the address of the system-status page, only when licence content exists and the address is safe to
 * link to; otherwise null (no link).
 */
export function systemStatusPageOf(settings: ContentSettings | undefined): string | null {
  if (!settings?.[LICENSE_CONTENT_SETTING]?.trim()) return null;
  return sanitizeUrl('url', settings[SYSTEM_STATUS_URL_SETTING] ?? '') || null;
}
