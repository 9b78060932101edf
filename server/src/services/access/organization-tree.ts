import type { Db } from '../../db/database.ts';

export interface OrganizationNode {
  Id: string;
  Name: string;
  ParentId: string | null;
  Position: number;
  Children: OrganizationNode[];
}

type Row = Omit<OrganizationNode, 'Children'>;

const COLUMNS = 'id AS Id, name AS Name, parent_id AS ParentId, position AS Position';

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

export function organizationById(db: Db, id: string): OrganizationNode | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM organizations WHERE id = ?`).get(id) as Row | undefined;
  return row ? { ...row, Children: [] } : null;
}
