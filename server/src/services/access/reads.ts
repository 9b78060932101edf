import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';

const TENANT_COLUMNS = 'guid, name, parent_name AS parentName, buying_type AS buyingType';

/** The access reads of a signed-in user, shared with the global state (GET /init composes them). */
export function accessReads(db: Db) {
  return {
    /** The user's permissions in the tenant, by name. */
    permissionsOf(userGuid: string, tenantGuid: string): Record<string, boolean> {
      const rows = db
        .prepare('SELECT name, granted FROM permissions WHERE user_guid = ? AND tenant_guid = ? ORDER BY name')
        .all(userGuid, tenantGuid) as { name: string; granted: number }[];
      return Object.fromEntries(rows.map((row) => [row.name, row.granted === 1]));
    },

    currentTenantOf(tenantGuid: string) {
      const tenant = db.prepare(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE guid = ?`).get(tenantGuid);
      if (!tenant) throw problem(404, 'The tenant no longer exists.');
      return tenant;
    },

    /** OrgGroupName is the session's organisation group, which a context switch may have changed. */
    currentUserOf(userGuid: string, tenantGuid: string, orgGroupGuid: string) {
      return (
        db
          .prepare(
            `SELECT u.guid AS Id, u.first_name AS FirstName, u.last_name AS LastName,
               u.first_name || ' ' || u.last_name AS FullName, u.email AS Email, g.name AS OrgGroupName,
               m.tenant_guid AS CurrentTenant
             FROM users u JOIN memberships m ON m.user_guid = u.guid JOIN org_groups g ON g.guid = ?
             WHERE u.guid = ? AND m.tenant_guid = ?`,
          )
          .get(orgGroupGuid, userGuid, tenantGuid) ?? null
      );
    },

    /** The tenants the user is a member of, by name. */
    tenantsOf(userGuid: string) {
      return db
        .prepare(
          `SELECT ${TENANT_COLUMNS} FROM tenants t JOIN memberships m ON m.tenant_guid = t.guid
           WHERE m.user_guid = ? ORDER BY t.name`,
        )
        .all(userGuid);
    },
  };
}
