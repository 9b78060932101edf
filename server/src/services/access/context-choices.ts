import type { Db } from '../../db/database.ts';

export interface OrgGroupChoice {
  guid: string;
  name: string;
}

export interface ContextChoices {
  orgGroups: OrgGroupChoice[];
  roles: string[];
}

/**
 * What a user may switch to within a tenant: their membership's organisation group and the groups they were added
 * to, and their role and virtual role. The token endpoint accepts exactly these; the context read lists them.
 */
export function contextChoicesOf(db: Db, userGuid: string, tenantGuid: string): ContextChoices | null {
  const membership = db
    .prepare('SELECT org_group_guid, role, virtual_role FROM memberships WHERE user_guid = ? AND tenant_guid = ?')
    .get(userGuid, tenantGuid) as { org_group_guid: string; role: string; virtual_role: string | null } | undefined;
  if (!membership) return null;
  const orgGroups = db
    .prepare(
      `SELECT g.guid, g.name FROM org_groups g
       WHERE g.tenant_guid = ? AND (g.guid = ? OR g.guid IN (SELECT org_group_guid FROM org_group_members WHERE user_guid = ?))
       ORDER BY g.name`,
    )
    .all(tenantGuid, membership.org_group_guid, userGuid) as OrgGroupChoice[];
  const roles = [membership.role, membership.virtual_role].filter(
    (role, index, all): role is string => role !== null && all.indexOf(role) === index,
  );
  return { orgGroups, roles };
}
