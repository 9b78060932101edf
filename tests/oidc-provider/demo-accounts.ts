import { ORG_GROUPS, TENANTS, USERS } from '../../server/seed/demo-ids.ts';

/** The claims the shell reads from an access token (section 3), for the demo users who may sign in by OIDC. */
export const DEMO_ACCOUNTS: Record<string, Record<string, unknown>> = {
  'admin@acme.test': {
    guid: USERS.admin,
    tenantGuid: TENANTS.acmeCorp,
    email: 'admin@acme.test',
    orgGroupGuid: ORG_GROUPS.acmeHeadquarters,
    root: true,
    languageId: 'en-us',
    virtualRole: null,
    role: 'Site Admin',
  },
  'analyst@acme.test': {
    guid: USERS.analyst,
    tenantGuid: TENANTS.acmeCorp,
    email: 'analyst@acme.test',
    orgGroupGuid: ORG_GROUPS.acmeHeadquarters,
    root: false,
    languageId: 'ar',
    virtualRole: null,
    role: 'Analyst',
  },
};
