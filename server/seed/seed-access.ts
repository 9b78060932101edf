import { hashPassword } from '../src/auth/passwords.ts';
import type { Db } from '../src/db/database.ts';
import { ORG_GROUPS, TENANTS, USERS } from './demo-ids.ts';
import { DEMO_PASSWORD } from './demo-users.ts';

/** Every permission section 6 of the specification names. */
export const ALL_PERMISSIONS = [
  'TENANTS_LIST',
  'Login',
  'AutoRefreshToken',
  'SessionTimeoutWarning',
  'MaintenanceAlertView',
  'ViewOTBenchmarkingMetaData',
  'Pendo',
  'UserToolSetting',
  'ProductAnalytics',
  'AccessToMyOT',
] as const;

const ANALYST_PERMISSIONS = ['AutoRefreshToken', 'SessionTimeoutWarning', 'UserToolSetting'] as const;

const ORGANIZATIONS = [
  { id: 'org-acme', tenant: TENANTS.acmeCorp, name: 'Acme Corp', parent: null, position: 0 },
  { id: 'org-acme-emea', tenant: TENANTS.acmeCorp, name: 'EMEA', parent: 'org-acme', position: 0 },
  { id: 'org-acme-amer', tenant: TENANTS.acmeCorp, name: 'Americas', parent: 'org-acme', position: 1 },
  { id: 'org-acme-emea-de', tenant: TENANTS.acmeCorp, name: 'Germany', parent: 'org-acme-emea', position: 0 },
  { id: 'org-acme-emea-fr', tenant: TENANTS.acmeCorp, name: 'France', parent: 'org-acme-emea', position: 1 },
  { id: 'org-acme-amer-us', tenant: TENANTS.acmeCorp, name: 'United States', parent: 'org-acme-amer', position: 0 },
  { id: 'org-sandbox', tenant: TENANTS.acmeSandbox, name: 'Acme Sandbox', parent: null, position: 0 },
  { id: 'org-globex', tenant: TENANTS.globex, name: 'Globex', parent: null, position: 0 },
] as const;

export async function seedAccess(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  db.transaction(() => {
    const tenant = db.prepare('INSERT INTO tenants (guid, name, parent_name, buying_type, ptl) VALUES (?, ?, ?, ?, ?)');
    tenant.run(TENANTS.acmeCorp, 'Acme Corp', null, 'STANDARD', null);
    tenant.run(TENANTS.acmeSandbox, 'Acme Sandbox', 'Acme Corp', 'SANDBOX', null);
    tenant.run(TENANTS.globex, 'Globex', null, 'STANDARD', null);

    const group = db.prepare('INSERT INTO org_groups (guid, tenant_guid, name) VALUES (?, ?, ?)');
    group.run(ORG_GROUPS.acmeHeadquarters, TENANTS.acmeCorp, 'Headquarters');
    group.run(ORG_GROUPS.acmeSandboxGroup, TENANTS.acmeSandbox, 'Sandbox');
    group.run(ORG_GROUPS.globexGroup, TENANTS.globex, 'Globex');

    const organization = db.prepare(
      'INSERT INTO organizations (id, tenant_guid, name, parent_id, position) VALUES (?, ?, ?, ?, ?)',
    );
    for (const o of ORGANIZATIONS) organization.run(o.id, o.tenant, o.name, o.parent, o.position);

    const user = db.prepare(
      `INSERT INTO users (guid, email, password_hash, first_name, last_name, language_code, refresh_lifetime_s)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    user.run(USERS.admin, 'admin@acme.test', passwordHash, 'Ada', 'Admin', 'en-us', 28800);
    user.run(USERS.analyst, 'analyst@acme.test', passwordHash, 'Amira', 'Analyst', 'ar', 28800);
    user.run(USERS.eula, 'eula@acme.test', passwordHash, 'Eli', 'Newcomer', 'en-us', 28800);
    user.run(USERS.sso, 'sso@globex.test', null, 'Sam', 'Single', 'en-us', 28800);
    user.run(USERS.idle, 'idle@acme.test', passwordHash, 'Ida', 'Idle', 'en-us', 180);

    const membership = db.prepare(
      `INSERT INTO memberships (user_guid, tenant_guid, org_group_guid, organization_id, role, virtual_role, is_default)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const permission = db.prepare(
      'INSERT INTO permissions (user_guid, tenant_guid, name, granted) VALUES (?, ?, ?, ?)',
    );
    const member = (
      userGuid: string,
      tenantGuid: string,
      groupGuid: string,
      organizationId: string,
      role: string,
      granted: readonly string[],
      { virtualRole = null as string | null, isDefault = true } = {},
    ) => {
      membership.run(userGuid, tenantGuid, groupGuid, organizationId, role, virtualRole, isDefault ? 1 : 0);
      for (const name of ALL_PERMISSIONS) permission.run(userGuid, tenantGuid, name, granted.includes(name) ? 1 : 0);
    };
    member(USERS.admin, TENANTS.acmeCorp, ORG_GROUPS.acmeHeadquarters, 'org-acme', 'Site Admin', ALL_PERMISSIONS);
    member(
      USERS.admin,
      TENANTS.acmeSandbox,
      ORG_GROUPS.acmeSandboxGroup,
      'org-sandbox',
      'Site Admin',
      ALL_PERMISSIONS,
      {
        isDefault: false,
      },
    );
    member(
      USERS.analyst,
      TENANTS.acmeCorp,
      ORG_GROUPS.acmeHeadquarters,
      'org-acme-emea-de',
      'Analyst',
      ANALYST_PERMISSIONS,
    );
    member(
      USERS.eula,
      TENANTS.acmeCorp,
      ORG_GROUPS.acmeHeadquarters,
      'org-acme-emea-fr',
      'AcceptEula',
      ANALYST_PERMISSIONS,
      {
        virtualRole: 'Analyst',
      },
    );
    member(USERS.sso, TENANTS.globex, ORG_GROUPS.globexGroup, 'org-globex', 'Site Admin', ALL_PERMISSIONS);
    member(USERS.idle, TENANTS.acmeCorp, ORG_GROUPS.acmeHeadquarters, 'org-acme-amer-us', 'Analyst', [
      'AutoRefreshToken',
      'SessionTimeoutWarning',
    ]);

    const tool = db.prepare('INSERT INTO tool_settings (user_guid, tool_name, enabled) VALUES (?, ?, ?)');
    for (const userGuid of Object.values(USERS)) {
      tool.run(userGuid, 'UserFeedback', 1);
      tool.run(userGuid, 'UserGuidance', 1);
      tool.run(userGuid, 'ProductImprovements', 0);
      tool.run(userGuid, 'ProductImprovementsNotification', 1);
    }

    const subscription = db.prepare(
      'INSERT INTO subscriptions (id, tenant_guid, product, trial, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    subscription.run('sub-acme-privacy', TENANTS.acmeCorp, 'Privacy', 0, '2025-01-01T00:00:00Z', null);
    subscription.run(
      'sub-acme-risk-trial',
      TENANTS.acmeCorp,
      'Risk',
      1,
      '2026-03-01T00:00:00Z',
      '2026-03-31T00:00:00Z',
    );
    subscription.run('sub-sandbox-privacy', TENANTS.acmeSandbox, 'Privacy', 0, '2026-01-01T00:00:00Z', null);

    const saml = db.prepare(
      'INSERT INTO saml_domains (domain, is_enabled, is_open_saml4, sign_out_url) VALUES (?, ?, ?, ?)',
    );
    saml.run('globex.test', 1, 1, 'https://idp.globex.test/logout');

    const context = db.prepare('INSERT INTO tenant_contexts (context, context_version, tenant_guid) VALUES (?, ?, ?)');
    context.run('sandbox-review', '1', TENANTS.acmeSandbox);
    // Links the platform writes name their tenant by its guid, in context version 1.
    for (const tenantGuid of Object.values(TENANTS)) context.run(tenantGuid, '1', tenantGuid);
  })();
}
