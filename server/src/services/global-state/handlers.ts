import type { FastifyRequest } from 'fastify';

import { grantedPermissions } from '../../auth/bearer-auth.ts';
import type { SigningKey } from '../../auth/signing-key.ts';
import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { accessHandlers } from '../access/handlers.ts';
import { visibleOrganizations } from '../access/organization-tree.ts';
import { brandingReads } from '../branding/handlers.ts';
import { globalizationHandlers } from '../globalization/handlers.ts';

const SETTING_KEYS = ['dateFormat', 'timeFormat'] as const;

/** One answer composed of the other services' reads, so that it can never disagree with them. */
export function globalStateHandlers(db: Db, key: SigningKey) {
  const access = accessHandlers(db, key);
  const branding = brandingReads(db);
  const globalization = globalizationHandlers(db);

  /** OrgGroupName is the session's organisation group, which a context switch may have changed. */
  const currentUser = (userGuid: string, tenantGuid: string, orgGroupGuid: string) =>
    db
      .prepare(
        `SELECT u.guid AS Id, u.first_name AS FirstName, u.last_name AS LastName,
           u.first_name || ' ' || u.last_name AS FullName, u.email AS Email, g.name AS OrgGroupName,
           m.tenant_guid AS CurrentTenant
         FROM users u JOIN memberships m ON m.user_guid = u.guid JOIN org_groups g ON g.guid = ?
         WHERE u.guid = ? AND m.tenant_guid = ?`,
      )
      .get(orgGroupGuid, userGuid, tenantGuid) ?? null;

  /** The user's saved formats, else the organisation's, else empty. */
  const dateTimeSettings = (userGuid: string, tenantGuid: string) =>
    SETTING_KEYS.map((settingKey) => {
      const row = db
        .prepare(
          `SELECT coalesce(
             (SELECT value FROM user_ui_settings WHERE user_guid = ? AND key = ?),
             (SELECT value FROM tenant_ui_settings WHERE tenant_guid = ? AND key = ?)) AS value`,
        )
        .get(userGuid, settingKey, tenantGuid, settingKey) as { value: string | null };
      return { key: settingKey, value: row.value ?? '' };
    });

  return {
    async getGlobalState(request: FastifyRequest) {
      const session = request.session;
      if (!session) throw problem(401, 'A bearer token is required.');
      const permissions = await access.getPermissions(request);
      return {
        languages: await globalization.getLanguages(),
        permissions,
        tenant: await access.getCurrentTenant(request),
        tenants: permissions.TENANTS_LIST ? await access.getCurrentUserTenants(request) : null,
        user: currentUser(session.guid, session.tenantGuid, session.orgGroupGuid),
        settings: dateTimeSettings(session.guid, session.tenantGuid),
        branding: branding.brandingResponseOf(session.tenantGuid),
        resources: branding.resourcesOf(session.tenantGuid),
        // Section 6: the whole tree only with Login, as GET /organizations/root-tree.
        organizations: visibleOrganizations(db, session, grantedPermissions(db, session)),
      };
    },
    async getAnonymousGlobalState() {
      return {
        languages: await globalization.getLanguages(),
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
