import type { Db } from '../src/db/database.ts';
import { ORG_GROUPS, TENANTS, USERS } from './demo-ids.ts';
import { ALL_PERMISSIONS } from './seed-access.ts';

/** admin@acme.test also works for Globex, whose branding differs from Acme's: switching tenant re-brands the shell. */
export function seedAdminInGlobex(db: Db): void {
  db.prepare(
    `INSERT INTO memberships (user_guid, tenant_guid, org_group_guid, organization_id, role, virtual_role, is_default)
     VALUES (?, ?, ?, ?, 'Site Admin', NULL, 0)`,
  ).run(USERS.admin, TENANTS.globex, ORG_GROUPS.globexGroup, 'org-globex');
  const permission = db.prepare('INSERT INTO permissions (user_guid, tenant_guid, name, granted) VALUES (?, ?, ?, 1)');
  for (const name of ALL_PERMISSIONS) permission.run(USERS.admin, TENANTS.globex, name);
}
