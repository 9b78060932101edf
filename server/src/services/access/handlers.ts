import type { FastifyReply, FastifyRequest } from 'fastify';

import { grantedPermissions } from '../../auth/bearer-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
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
import { accessReads } from './reads.ts';
import { samlIdpHandlers } from './saml-idp.ts';
import { accessStore, type ToolSetting } from './store.ts';
import { tokenEndpoint } from './token-endpoint.ts';
import { userContextOf } from './user-context.ts';

/** `signInThrottle` is the server's one throttle. */
export function accessHandlers(db: Db, key: SigningKey, signInThrottle: SignInThrottle) {
  const reads = accessReads(db);
  const store = accessStore(db);
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
      const row = store.samlDomainOf(request.body.Email.split('@').pop() ?? '');
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
      if (grantedPermissions(db, session).has(FULL_TREE_PERMISSION)) return store.orgGroupPeople(session.orgGroupGuid);
      const invited = invitedOrganizationId(db, session);
      return invited ? store.organizationPeople(session.orgGroupGuid, invited) : [];
    },

    async getCurrentUserContext(request: FastifyRequest) {
      return userContextOf(db, sessionOf(request));
    },

    async getPermissions(request: FastifyRequest) {
      const session = sessionOf(request);
      return reads.permissionsOf(session.guid, session.tenantGuid);
    },

    async getCurrentAccessLevels(request: FastifyRequest) {
      const session = sessionOf(request);
      const organizationId = store.membershipOrganizationOf(session.guid, session.tenantGuid);
      if (!organizationId) return [];
      const level = grantedPermissions(db, session).has('TENANTS_LIST') ? 'Admin' : 'Write';
      return [{ organizationId, level }];
    },

    async getCurrentTenant(request: FastifyRequest) {
      return reads.currentTenantOf(sessionOf(request).tenantGuid);
    },

    async getCurrentUserTenants(request: FastifyRequest) {
      return reads.tenantsOf(sessionOf(request).guid);
    },

    async getTenantContext(request: FastifyRequest<{ Querystring: { context: string; contextVersion: string } }>) {
      const { context, contextVersion } = request.query;
      const row = store.tenantOfContext(sessionOf(request).guid, context, contextVersion);
      if (!row) throw problem(404, 'No tenant of yours has that context.');
      return row;
    },

    async getCurrentTenantSubscriptions(request: FastifyRequest<{ Querystring: { trial?: boolean } }>) {
      return store.subscriptionsOf(sessionOf(request).tenantGuid, request.query.trial);
    },

    /** Needs `Login` (the document's bearerAuth scope): without it the security handler answers 403. */
    async getOrganizationRootTree(request: FastifyRequest) {
      return organizationTree(db, sessionOf(request).tenantGuid);
    },

    async getCurrentUserOrganizations(request: FastifyRequest) {
      return invitedOrganizations(db, sessionOf(request));
    },

    async getToolSettings(request: FastifyRequest) {
      return store.toolSettingsOf(sessionOf(request).guid);
    },

    async saveToolSettings(request: FastifyRequest<{ Body: ToolSetting[] }>) {
      const userGuid = sessionOf(request).guid;
      store.saveToolSettings(userGuid, request.body);
      return store.toolSettingsOf(userGuid);
    },
  };
}
