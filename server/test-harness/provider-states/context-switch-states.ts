import type { Db } from '../../src/db/database.ts';
import { signIn } from './signed-in-user.ts';
import { firstRow, signedIn, type StateHandler, type StateTools } from './state-support.ts';

interface Membership {
  guid: string;
  email: string;
  tenantGuid: string;
}

/**
 * Signs in the first password user (by e-mail) in their default tenant for whom `joins` and `where` find a row, and
 * answers `column` (named `as`) beside the signed-in values.
 */
async function signInFirst(tools: StateTools, { column, as, joins = '', where = '1 = 1' }: Pick) {
  const row = firstRow<Membership & Record<string, string>>(
    tools.db,
    `SELECT u.guid, u.email, m.tenant_guid AS tenantGuid, ${column} AS ${as}
     FROM users u JOIN memberships m ON m.user_guid = u.guid AND m.is_default = 1 ${joins}
     WHERE u.password_hash IS NOT NULL AND ${where} ORDER BY u.email`,
  );
  const { guid, email, tenantGuid } = row;
  return { ...(await signIn(tools.app, { guid, email, tenantGuid })), [as]: String(row[as]) };
}

interface Pick {
  column: string;
  as: string;
  joins?: string;
  where?: string;
}

function membershipOf(db: Db, userId: string, tenantId: string) {
  return firstRow<{ role: string; virtualRole: string | null; organizationId: string | null }>(
    db,
    `SELECT role, virtual_role AS virtualRole, organization_id AS organizationId
     FROM memberships WHERE user_guid = ? AND tenant_guid = ?`,
    userId,
    tenantId,
  );
}

/** The provider states of section 4's context switches: what the user may switch to, and what they may not. */
export const CONTEXT_SWITCH_STATES: Record<string, StateHandler> = {
  'the signed-in user has a second role': (_params, tools) =>
    signInFirst(tools, { column: 'm.virtual_role', as: 'otherRole', where: 'm.virtual_role IS NOT NULL' }),

  'the signed-in user is in a second organisation group of the tenant': (_params, tools) =>
    signInFirst(tools, {
      column: 'om.org_group_guid',
      as: 'otherOrgGroupId',
      joins: `JOIN org_group_members om ON om.user_guid = u.guid
        JOIN org_groups g ON g.guid = om.org_group_guid AND g.tenant_guid = m.tenant_guid`,
      where: 'om.org_group_guid <> m.org_group_guid',
    }),

  'the signed-in user may work in another organisation of the tenant': async (params, tools) => {
    const values = await signedIn(tools, params);
    const { organizationId } = membershipOf(tools.db, values.userId, values.tenantId);
    const { otherOrganizationId } = firstRow<{ otherOrganizationId: string }>(
      tools.db,
      'SELECT id AS otherOrganizationId FROM organizations WHERE tenant_guid = ? AND id IS NOT ? ORDER BY parent_id IS NULL, id',
      values.tenantId,
      organizationId,
    );
    return { ...values, otherOrganizationId };
  },

  'a role exists that the signed-in user does not have': async (params, tools) => {
    const values = await signedIn(tools, params);
    const { role, virtualRole } = membershipOf(tools.db, values.userId, values.tenantId);
    const { foreignRole } = firstRow<{ foreignRole: string }>(
      tools.db,
      'SELECT DISTINCT role AS foreignRole FROM memberships WHERE role <> ? AND role IS NOT ? ORDER BY role',
      role,
      virtualRole,
    );
    return { ...values, foreignRole };
  },

  'the tenant has an organisation group the signed-in user is not in': (_params, tools) =>
    signInFirst(tools, {
      column: 'g.guid',
      as: 'foreignOrgGroupId',
      joins: 'JOIN org_groups g ON g.tenant_guid = m.tenant_guid AND g.guid <> m.org_group_guid',
      where: 'g.guid NOT IN (SELECT org_group_guid FROM org_group_members WHERE user_guid = u.guid)',
    }),

  'the tenant has an organisation outside the one the signed-in user was invited to': async (params, tools) => {
    const values = await signedIn(tools, params);
    const { organizationId } = membershipOf(tools.db, values.userId, values.tenantId);
    const { foreignOrganizationId } = firstRow<{ foreignOrganizationId: string }>(
      tools.db,
      'SELECT id AS foreignOrganizationId FROM organizations WHERE tenant_guid = ? AND id IS NOT ? ORDER BY id',
      values.tenantId,
      organizationId,
    );
    return { ...values, foreignOrganizationId };
  },
};
