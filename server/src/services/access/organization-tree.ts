import type { SessionClaims } from '../../auth/session-claims.ts';
import type { Db } from '../../db/database.ts';

export interface OrganizationNode {
  Id: string;
  Name: string;
  ParentId: string | null;
  Position: number;
  Children: OrganizationNode[];
}

type Row = Omit<OrganizationNode, 'Children'>;
type Caller = Pick<SessionClaims, 'guid' | 'tenantGuid'>;

const COLUMNS = 'id AS Id, name AS Name, parent_id AS ParentId, position AS Position';

/** Section 6: only a user with this permission gets the tenant's whole organisation tree. */
export const FULL_TREE_PERMISSION = 'Login';

export function organizationTree(db: Db, tenantGuid: string): OrganizationNode[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM organizations WHERE tenant_guid = ? ORDER BY position, name`)
    .all(tenantGuid) as Row[];
  const nodes = new Map(rows.map((row) => [row.Id, { ...row, Children: [] as OrganizationNode[] }]));
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentId ? nodes.get(node.ParentId) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  return roots;
}

/** The organisation the caller was invited to in the current tenant, if any. */
export function invitedOrganizationId(db: Db, caller: Caller): string | null {
  const membership = db
    .prepare('SELECT organization_id FROM memberships WHERE user_guid = ? AND tenant_guid = ?')
    .get(caller.guid, caller.tenantGuid) as { organization_id: string | null } | undefined;
  return membership?.organization_id ?? null;
}

/** The caller's invited organisation alone, without the organisations below or around it. */
export function invitedOrganizations(db: Db, caller: Caller): OrganizationNode[] {
  const id = invitedOrganizationId(db, caller);
  const row = id
    ? (db.prepare(`SELECT ${COLUMNS} FROM organizations WHERE id = ?`).get(id) as Row | undefined)
    : undefined;
  return row ? [{ ...row, Children: [] }] : [];
}

/** What the caller may see of the tenant's organisations: the whole tree with `Login`, else the invited one. */
export function visibleOrganizations(db: Db, caller: Caller, granted: ReadonlySet<string>): OrganizationNode[] {
  return granted.has(FULL_TREE_PERMISSION) ? organizationTree(db, caller.tenantGuid) : invitedOrganizations(db, caller);
}
