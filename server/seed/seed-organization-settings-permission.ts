import type { Db } from '../src/db/database.ts';

/** Lets a user change tenant-wide settings (the organisation's date and time formats). Not named by section 6. */
export const ORGANIZATION_SETTINGS_PERMISSION = 'OrganizationSettingsEdit';
const GRANTED_TO_ROLE = 'Site Admin';

/** Every membership gets the permission, granted to site admins only: admin@acme.test has it, analyst@acme.test not. */
export function seedOrganizationSettingsPermission(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO permissions (user_guid, tenant_guid, name, granted)
     SELECT user_guid, tenant_guid, ?, role = ? FROM memberships`,
  ).run(ORGANIZATION_SETTINGS_PERMISSION, GRANTED_TO_ROLE);
}
