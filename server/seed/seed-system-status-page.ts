import type { Db } from '../src/db/database.ts';
import { TENANTS } from './demo-ids.ts';

/** The system-status page the maintenance dialog links to (content setting `SystemStatusUrl`, for every tenant). */
export const SYSTEM_STATUS_URL = 'https://status.trellis.test';
/** Acme's licence content (content setting `LicenseContent`): with it, the maintenance dialog shows the link. */
export const ACME_LICENSE_CONTENT = 'Trellis Enterprise, licensed to Acme Corp';

/**
 * For databases seeded before the status page had its own setting, when `LicenseContent` held its address: the
 * setting is added, and Acme's licence content becomes content again.
 */
export function seedSystemStatusPage(db: Db): void {
  db.prepare(
    `INSERT INTO content_attributes (tenant_guid, key, value) SELECT NULL, 'SystemStatusUrl', ?
     WHERE NOT EXISTS (SELECT 1 FROM content_attributes WHERE key = 'SystemStatusUrl' AND tenant_guid IS NULL)`,
  ).run(SYSTEM_STATUS_URL);
  db.prepare(
    `UPDATE content_attributes SET value = ? WHERE tenant_guid = ? AND key = 'LicenseContent' AND value = ?`,
  ).run(ACME_LICENSE_CONTENT, TENANTS.acmeCorp, SYSTEM_STATUS_URL);
}
