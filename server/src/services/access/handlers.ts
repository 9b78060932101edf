import type { FastifyReply, FastifyRequest } from 'fastify';

import { grantedPermissions } from '../../auth/bearer-auth.ts';
import { createSignInThrottle, type SignInThrottle } from '../../auth/sign-in-throttle.ts';
import type { SigningKey } from '../../auth/signing-key.ts';
import { revokeFamily } from '../../auth/token-issuer.ts';
import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { sessionOf } from '../session-of.ts';
import {
  FULL_TREE_PERMISSION,
  invitedOrganizationId,
  invitedOrganizations,
  organizationTree,
} from './organization-tree.ts';
import { samlIdpHandlers } from './saml-idp.ts';
import { tokenEndpoint } from './token-endpoint.ts';
import { userContextOf } from './user-context.ts';

export interface ToolSetting {
  toolName: string;
  enabled: boolean;
}

const TENANT_COLUMNS = 'guid, name, parent_name AS parentName, buying_type AS buyingType';

/** `signInThrottle` is the server's one throttle; composed reads (global state) that never sign in may omit it. */
export function accessHandlers(db: Db, key: SigningKey, signInThrottle: SignInThrottle = createSignInThrottle()) {
  const toolSettingsOf = (userGuid: string): ToolSetting[] =>
    (
      db
        .prepare('SELECT tool_name AS toolName, enabled FROM tool_settings WHERE user_guid = ? ORDER BY tool_name')
        .all(userGuid) as { toolName: string; enabled: number }[]
    ).map((row) => ({ toolName: row.toolName, enabled: row.enabled === 1 }));

  const idp = samlIdpHandlers(db);
  return {
    postOAuthToken: tokenEndpoint(db, key, signInThrottle),
    startSamlSignIn: idp.startSamlSignIn,
    assertSamlUser: idp.assertSamlUser,
    samlLogout: idp.samlSignedOut,
    legacySamlLogout: idp.samlSignedOut,

    async logout(request: FastifyRequest, reply: FastifyReply) {
      revokeFamily(db, sessionOf(request).sid);
      return reply.status(204).send();
    },

    async getSamlUserType(request: FastifyRequest<{ Body: { Email: string } }>) {
      const domain = request.body.Email.split('@').pop() ?? '';
      const row = db
        .prepare('SELECT is_enabled, is_open_saml4, sign_out_url FROM saml_domains WHERE domain = ?')
        .get(domain) as { is_enabled: number; is_open_saml4: number; sign_out_url: string | null } | undefined;
      return {
        IsEnabled: row?.is_enabled === 1,
        IdentityProviderSignOutUrl: row?.sign_out_url ?? null,
        IsOpenSaml4: row?.is_open_saml4 === 1,
      };
    },

    async getCurrentUserLegacy(request: FastifyRequest) {
      const session = sessionOf(request);
      return { CurrentTenant: session.tenantGuid, Email: session.email, sub: session.guid };
    },

    /** The organisation group's people; without `Login` only those of the caller's invited organisation. */
    async getOrgGroupUsers(request: FastifyRequest) {
      const session = sessionOf(request);
      const people = `SELECT u.guid AS Id, u.first_name || ' ' || u.last_name AS FullName, u.email AS Email
        FROM users u WHERE u.guid IN`;
      const order = 'ORDER BY u.last_name, u.first_name';
      if (grantedPermissions(db, session).has(FULL_TREE_PERMISSION)) {
        const members = `SELECT user_guid FROM memberships WHERE org_group_guid = ?
          UNION SELECT user_guid FROM org_group_members WHERE org_group_guid = ?`;
        return db.prepare(`${people} (${members}) ${order}`).all(session.orgGroupGuid, session.orgGroupGuid);
      }
      const invited = invitedOrganizationId(db, session);
      if (!invited) return [];
      const invitedMembers = 'SELECT user_guid FROM memberships WHERE org_group_guid = ? AND organization_id = ?';
      return db.prepare(`${people} (${invitedMembers}) ${order}`).all(session.orgGroupGuid, invited);
    },

    async getCurrentUserContext(request: FastifyRequest) {
      return userContextOf(db, sessionOf(request));
    },

    async getPermissions(request: FastifyRequest) {
      const session = sessionOf(request);
      const rows = db
        .prepare('SELECT name, granted FROM permissions WHERE user_guid = ? AND tenant_guid = ? ORDER BY name')
        .all(session.guid, session.tenantGuid) as { name: string; granted: number }[];
      return Object.fromEntries(rows.map((row) => [row.name, row.granted === 1]));
    },

    async getCurrentAccessLevels(request: FastifyRequest) {
      const session = sessionOf(request);
      const membership = db
        .prepare('SELECT organization_id FROM memberships WHERE user_guid = ? AND tenant_guid = ?')
        .get(session.guid, session.tenantGuid) as { organization_id: string | null } | undefined;
      if (!membership?.organization_id) return [];
      const level = grantedPermissions(db, session).has('TENANTS_LIST') ? 'Admin' : 'Write';
      return [{ organizationId: membership.organization_id, level }];
    },

    async getCurrentTenant(request: FastifyRequest) {
      const tenant = db
        .prepare(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE guid = ?`)
        .get(sessionOf(request).tenantGuid);
      if (!tenant) throw problem(404, 'The tenant no longer exists.');
      return tenant;
    },

    async getCurrentUserTenants(request: FastifyRequest) {
      return db
        .prepare(
          `SELECT ${TENANT_COLUMNS} FROM tenants t JOIN memberships m ON m.tenant_guid = t.guid
           WHERE m.user_guid = ? ORDER BY t.name`,
        )
        .all(sessionOf(request).guid);
    },

    async getTenantContext(request: FastifyRequest<{ Querystring: { context: string; contextVersion: string } }>) {
      const row = db
        .prepare(
          `SELECT c.tenant_guid AS Id FROM tenant_contexts c
           JOIN memberships m ON m.tenant_guid = c.tenant_guid AND m.user_guid = ?
           WHERE c.context = ? AND c.context_version = ?`,
        )
        .get(sessionOf(request).guid, request.query.context, request.query.contextVersion);
      if (!row) throw problem(404, 'No tenant of yours has that context.');
      return row;
    },

    async getCurrentTenantSubscriptions(request: FastifyRequest<{ Querystring: { trial?: boolean } }>) {
      const rows = db
        .prepare(
          `SELECT id, product, trial, starts_at AS startsAt, ends_at AS endsAt FROM subscriptions
           WHERE tenant_guid = ? AND (? IS NULL OR trial = ?) ORDER BY starts_at`,
        )
        .all(
          sessionOf(request).tenantGuid,
          request.query.trial === undefined ? null : 1,
          request.query.trial ? 1 : 0,
        ) as { id: string; product: string; trial: number; startsAt: string; endsAt: string | null }[];
      return rows.map((row) => ({ ...row, trial: row.trial === 1 }));
    },

    /** Needs `Login` (the document's bearerAuth scope): without it the security handler answers 403. */
    async getOrganizationRootTree(request: FastifyRequest) {
      return organizationTree(db, sessionOf(request).tenantGuid);
    },

    async getCurrentUserOrganizations(request: FastifyRequest) {
      return invitedOrganizations(db, sessionOf(request));
    },

    async getToolSettings(request: FastifyRequest) {
      return toolSettingsOf(sessionOf(request).guid);
    },

    async saveToolSettings(request: FastifyRequest<{ Body: ToolSetting[] }>) {
      const userGuid = sessionOf(request).guid;
      const save = db.prepare(
        `INSERT INTO tool_settings (user_guid, tool_name, enabled) VALUES (?, ?, ?)
         ON CONFLICT (user_guid, tool_name) DO UPDATE SET enabled = excluded.enabled`,
      );
      db.transaction(() => {
        for (const setting of request.body) save.run(userGuid, setting.toolName, setting.enabled ? 1 : 0);
      })();
      return toolSettingsOf(userGuid);
    },
  };
}
