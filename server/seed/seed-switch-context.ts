import type { Db } from '../src/db/database.ts';
import { ORG_GROUPS, TENANTS, USERS } from './demo-ids.ts';

/** The role admin@acme.test can take in Acme besides Site Admin. */
export const ADMIN_VIRTUAL_ROLE = 'Privacy Officer';

/**
 * admin@acme.test can switch context in Acme (section 1): a second organisation group (Privacy Office) they belong
 * to, and a virtual role beside their own. The organisations are Acme's tree.
 */
export function seedSwitchContext(db: Db): void {
  db.prepare('INSERT INTO org_groups (guid, tenant_guid, name) VALUES (?, ?, ?)').run(
    ORG_GROUPS.acmePrivacyOffice,
    TENANTS.acmeCorp,
    'Privacy Office',
  );
  db.prepare('INSERT INTO org_group_members (user_guid, org_group_guid) VALUES (?, ?)').run(
    USERS.admin,
    ORG_GROUPS.acmePrivacyOffice,
  );
  db.prepare('UPDATE memberships SET virtual_role = ? WHERE user_guid = ? AND tenant_guid = ?').run(
    ADMIN_VIRTUAL_ROLE,
    USERS.admin,
    TENANTS.acmeCorp,
  );
}
