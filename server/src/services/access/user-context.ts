import type { SessionClaims } from '../../auth/session-claims.ts';
import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { contextChoicesOf } from './context-choices.ts';

/**
 * The session's organisation group, organisation and role, and the groups and roles the user may switch to.
 * Tokens of an external OpenID provider carry no organisation: the membership's invited one stands in.
 */
export function userContextOf(db: Db, session: SessionClaims) {
  const choices = contextChoicesOf(db, session.guid, session.tenantGuid);
  if (!choices) throw problem(404, 'You are not a member of this tenant.');
  const organizationId =
    session.organizationId ??
    (
      db
        .prepare('SELECT organization_id FROM memberships WHERE user_guid = ? AND tenant_guid = ?')
        .get(session.guid, session.tenantGuid) as { organization_id: string | null } | undefined
    )?.organization_id ??
    null;
  const organization = organizationId
    ? ((db
        .prepare('SELECT id AS Id, name AS Name FROM organizations WHERE id = ? AND tenant_guid = ?')
        .get(organizationId, session.tenantGuid) as { Id: string; Name: string } | undefined) ?? null)
    : null;
  return {
    ...choices,
    current: { orgGroupGuid: session.orgGroupGuid, organization, role: session.role },
  };
}
