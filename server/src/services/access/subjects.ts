import type { TokenSubject } from '../../auth/token-issuer.ts';
import type { Db } from '../../db/database.ts';

interface SubjectRow {
  guid: string;
  email: string;
  tenantGuid: string;
  orgGroupGuid: string;
  organizationId: string | null;
  parentId: string | null;
  languageId: string;
  role: string;
  virtualRole: string | null;
  ptl: string | null;
  accessLifetimeS: number;
  refreshLifetimeS: number;
}

const SUBJECT_SQL = `
  SELECT u.guid, u.email, m.tenant_guid AS tenantGuid, m.org_group_guid AS orgGroupGuid,
         m.organization_id AS organizationId, o.parent_id AS parentId, u.language_code AS languageId,
         m.role, m.virtual_role AS virtualRole, t.ptl,
         u.access_lifetime_s AS accessLifetimeS, u.refresh_lifetime_s AS refreshLifetimeS
  FROM users u
  JOIN memberships m ON m.user_guid = u.guid
  JOIN tenants t ON t.guid = m.tenant_guid
  LEFT JOIN organizations o ON o.id = m.organization_id`;

const toSubject = (row: SubjectRow | undefined): TokenSubject | null =>
  row ? { ...row, root: row.organizationId !== null && row.parentId === null } : null;

/** The user's default membership (the tenant they land in after signing in). */
export function defaultSubjectOf(db: Db, userGuid: string): TokenSubject | null {
  return toSubject(
    db.prepare(`${SUBJECT_SQL} WHERE u.guid = ? ORDER BY m.is_default DESC LIMIT 1`).get(userGuid) as
      SubjectRow | undefined,
  );
}

export function subjectIn(db: Db, userGuid: string, tenantGuid: string): TokenSubject | null {
  return toSubject(
    db.prepare(`${SUBJECT_SQL} WHERE u.guid = ? AND m.tenant_guid = ?`).get(userGuid, tenantGuid) as
      SubjectRow | undefined,
  );
}
