import { grantedPermissions } from '../../auth/bearer-auth.ts';
import type { RefreshClaims, TokenSubject } from '../../auth/token-issuer.ts';
import type { Db } from '../../db/database.ts';
import { contextChoicesOf } from './context-choices.ts';
import { OAuthError } from './oauth-error.ts';
import { FULL_TREE_PERMISSION, invitedOrganizationId } from './organization-tree.ts';
import { subjectIn } from './subjects.ts';

/** The context switch of section 4, passed to the refresh grant as query parameters. */
export interface ContextSwitch {
  tenant_id?: string;
  orggroup_id?: string;
  organization_id?: string;
  role_id?: string;
  switchRole?: boolean | string;
  context?: string;
  contextVersion?: string;
}

function tenantOfContext(db: Db, change: ContextSwitch): string | undefined {
  if (!change.context) return undefined;
  const row = db
    .prepare('SELECT tenant_guid FROM tenant_contexts WHERE context = ? AND context_version = ?')
    .get(change.context, change.contextVersion ?? '') as { tenant_guid: string } | undefined;
  if (!row) throw new OAuthError('invalid_request', 'Unknown context.');
  return row.tenant_guid;
}

/** An organisation of the tenant the user may see: any with `Login` (section 6), else only the invited one. */
function organizationFor(db: Db, caller: { guid: string; tenantGuid: string }, organizationId: string) {
  const org = db
    .prepare('SELECT parent_id FROM organizations WHERE id = ? AND tenant_guid = ?')
    .get(organizationId, caller.tenantGuid) as { parent_id: string | null } | undefined;
  if (!org) throw new OAuthError('invalid_request', 'Unknown organisation for this tenant.');
  const visible =
    grantedPermissions(db, caller).has(FULL_TREE_PERMISSION) || invitedOrganizationId(db, caller) === organizationId;
  if (!visible) throw new OAuthError('invalid_request', 'The user may not work in that organisation.');
  return org;
}

/**
 * The subject after the switch. A refused switch is `invalid_request`: the request's parameters are wrong, the
 * refresh token is fine and not spent (the caller checks the switch before consuming the token).
 */
export function switchedSubject(db: Db, claims: RefreshClaims, change: ContextSwitch): TokenSubject {
  const tenantGuid = change.tenant_id ?? tenantOfContext(db, change) ?? claims.tenantGuid;
  const base = subjectIn(db, claims.guid, tenantGuid);
  const choices = contextChoicesOf(db, claims.guid, tenantGuid);
  if (!base || !choices) throw new OAuthError('invalid_request', 'The user has no access to that tenant.');
  const sameTenant = tenantGuid === claims.tenantGuid;
  const subject: TokenSubject = sameTenant
    ? { ...base, orgGroupGuid: claims.orgGroupGuid, organizationId: claims.organizationId, role: claims.role }
    : { ...base };
  if (change.orggroup_id) {
    if (!choices.orgGroups.some((group) => group.guid === change.orggroup_id)) {
      throw new OAuthError('invalid_request', 'The user is not in that organisation group of this tenant.');
    }
    subject.orgGroupGuid = change.orggroup_id;
  }
  if (change.organization_id) {
    const org = organizationFor(db, { guid: claims.guid, tenantGuid }, change.organization_id);
    subject.organizationId = change.organization_id;
    subject.root = org.parent_id === null;
  }
  const switchRole = change.switchRole === true || change.switchRole === 'true';
  if (change.role_id && switchRole) {
    // Only the membership's own roles can be taken: its role or its virtual role.
    if (!choices.roles.includes(change.role_id)) {
      throw new OAuthError('invalid_request', 'The user cannot take that role.');
    }
    subject.role = change.role_id;
  }
  return subject;
}
