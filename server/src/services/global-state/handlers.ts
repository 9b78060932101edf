import type { FastifyRequest } from 'fastify';

import { grantedPermissions } from '../../auth/bearer-auth.ts';
import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { visibleOrganizations } from '../access/organization-tree.ts';
import { accessReads } from '../access/reads.ts';
import { brandingReads } from '../branding/reads.ts';
import { globalizationStore } from '../globalization/store.ts';

const SETTING_KEYS = ['dateFormat', 'timeFormat'] as const;

/** One answer composed of the other services' reads, so that it can never disagree with them. */
export function globalStateHandlers(db: Db) {
  const access = accessReads(db);
  const branding = brandingReads(db);
  const globalization = globalizationStore(db);

  const dateTimeSettings = (userGuid: string, tenantGuid: string) =>
    SETTING_KEYS.map((key) => ({ key, value: globalization.effectiveSettingOf(userGuid, tenantGuid, key) }));

  return {
    async getGlobalState(request: FastifyRequest) {
      const session = request.session;
      if (!session) throw problem(401, 'A bearer token is required.');
      const permissions = access.permissionsOf(session.guid, session.tenantGuid);
      return {
        languages: globalization.languages(),
        permissions,
        tenant: access.currentTenantOf(session.tenantGuid),
        tenants: permissions.TENANTS_LIST ? access.tenantsOf(session.guid) : null,
        user: access.currentUserOf(session.guid, session.tenantGuid, session.orgGroupGuid),
        settings: dateTimeSettings(session.guid, session.tenantGuid),
        branding: branding.brandingResponseOf(session.tenantGuid),
        resources: branding.resourcesOf(session.tenantGuid),
        // Section 6: the whole tree only with Login, as GET /organizations/root-tree.
        organizations: visibleOrganizations(db, session, grantedPermissions(db, session)),
      };
    },
    async getAnonymousGlobalState() {
      return {
        languages: globalization.languages(),
        permissions: {},
        tenant: null,
        tenants: null,
        user: null,
        settings: [],
        branding: branding.brandingResponseOf(null),
        resources: branding.resourcesOf(null),
        organizations: [],
      };
    },
  };
}
