/** Stable identifiers of the demo data, shared by the seed, the server tests and the provider states. */
export const TENANTS = {
  acmeCorp: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
  acmeSandbox: '3f2c1e0a-5b7d-4c1e-9a2b-000000000002',
  globex: '3f2c1e0a-5b7d-4c1e-9a2b-000000000003',
} as const;

export const USERS = {
  admin: '7a1d9c2e-0000-4000-8000-000000000001',
  analyst: '7a1d9c2e-0000-4000-8000-000000000002',
  eula: '7a1d9c2e-0000-4000-8000-000000000003',
  sso: '7a1d9c2e-0000-4000-8000-000000000004',
  idle: '7a1d9c2e-0000-4000-8000-000000000005',
} as const;

export const ORG_GROUPS = {
  acmeHeadquarters: 'b5e0c4d1-0000-4000-8000-000000000001',
  acmeSandboxGroup: 'b5e0c4d1-0000-4000-8000-000000000002',
  globexGroup: 'b5e0c4d1-0000-4000-8000-000000000003',
  acmePrivacyOffice: 'b5e0c4d1-0000-4000-8000-000000000004',
} as const;
