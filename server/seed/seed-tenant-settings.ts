import type { Db } from '../src/db/database.ts';
import { TENANTS, USERS } from './demo-ids.ts';
import { ACME_LICENSE_CONTENT, SYSTEM_STATUS_URL } from './seed-system-status-page.ts';

/** Navigation and theme per tenant, content settings, and the benchmarking notice every user has yet to see. */
export function seedTenantSettings(db: Db): void {
  const atlas = db.prepare(
    `INSERT INTO atlas_settings (tenant_guid, show_legacy_navigation, new_navigation_tenant_preference,
       new_navigation_preview_enabled, theme_enabled, theme) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  atlas.run(TENANTS.acmeCorp, 0, 1, 1, 1, 'default');
  atlas.run(TENANTS.acmeSandbox, 1, 0, 0, 0, 'default');
  atlas.run(TENANTS.globex, 0, 1, 1, 1, 'preview-system');

  const attribute = db.prepare('INSERT INTO content_attributes (tenant_guid, key, value) VALUES (?, ?, ?)');
  attribute.run(null, 'SalesforceOrgid', '00D000000000TRL');
  attribute.run(null, 'SalesforceWebToLeadUrl', '/salesforce/web-to-lead');
  attribute.run(null, 'SalesforceWebToCaseUrl', '/salesforce/web-to-case');
  attribute.run(null, 'seedTranslationUrl', '/api/globalization/v1/translations');
  attribute.run(null, 'SystemStatusUrl', SYSTEM_STATUS_URL);
  attribute.run(TENANTS.acmeCorp, 'CustomerSuccessAnalyticsKey', 'AP-TRELLIS-ACME-1');
  attribute.run(TENANTS.acmeCorp, 'LicenseContent', ACME_LICENSE_CONTENT);
  attribute.run(TENANTS.acmeSandbox, 'BuyNow', 'false');

  const notification = db.prepare(
    `INSERT INTO benchmarking_notifications (user_guid, notification_type, message_id, notification_status)
     VALUES (?, 'HOME_PAGE', ?, 1)`,
  );
  for (const userGuid of Object.values(USERS)) notification.run(userGuid, 'BENCHMARKING_LAUNCH');
}
