import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORG_GROUPS, TENANTS, USERS } from '../../../seed/demo-ids.ts';
import { ADMIN_VIRTUAL_ROLE } from '../../../seed/seed-switch-context.ts';
import { bearer, claimsOf, refresh, signIn } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('the token endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['admin@acme.test', 'analyst@acme.test', 'eula@acme.test', 'idle@acme.test'])(
    'signs %s in with the demo password',
    async (email) => {
      const tokens = await signIn(server, email);
      expect(claimsOf(tokens.access_token)).toMatchObject({ email, token_use: 'access' });
    },
  );

  it('puts the claims of section 3 into the access token', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    expect(claimsOf(tokens.access_token)).toMatchObject({
      guid: USERS.admin,
      tenantGuid: TENANTS.acmeCorp,
      orgGroupGuid: expect.any(String),
      root: true,
      languageId: 'en-us',
      role: 'Site Admin',
      virtualRole: ADMIN_VIRTUAL_ROLE,
      ptl: null,
      exp: expect.any(Number),
    });
    expect(tokens.expires_in).toBeGreaterThan(0);
  });

  it('gives the eula user the AcceptEula role with a virtual role', async () => {
    const claims = claimsOf((await signIn(server, 'eula@acme.test')).access_token);
    expect(claims).toMatchObject({ role: 'AcceptEula', virtualRole: 'Analyst' });
  });

  it('gives the idle user a refresh token that lives 180 s', async () => {
    const claims = claimsOf((await signIn(server, 'idle@acme.test')).refresh_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(180);
  });

  it.each([
    ['a wrong password', 'admin@acme.test', 'wrong'],
    ['an unknown user', 'nobody@acme.test', 'trellis-demo'],
    ['an SSO-only user', 'sso@globex.test', 'trellis-demo'],
  ])('answers invalid_grant for %s', async (_case, email, password) => {
    await expect(signIn(server, email, password)).rejects.toThrow(/invalid_grant/);
  });

  it('rotates refresh tokens: a used one is refused and ends its session', async () => {
    const first = await signIn(server, 'admin@acme.test');
    const second = await refresh(server, first.refresh_token);
    expect(second.statusCode).toBe(200);
    const replay = await refresh(server, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    const afterReplay = await refresh(server, second.json<{ refresh_token: string }>().refresh_token);
    expect(afterReplay.statusCode).toBe(400);
  });

  it('switches tenant on refresh with tenant_id', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, `?tenant_id=${TENANTS.acmeSandbox}`);
    expect(response.statusCode).toBe(200);
    expect(claimsOf(response.json<{ access_token: string }>().access_token)).toMatchObject({
      tenantGuid: TENANTS.acmeSandbox,
    });
  });

  it('switches tenant by context and context version', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?context=sandbox-review&contextVersion=1');
    expect(claimsOf(response.json<{ access_token: string }>().access_token)).toMatchObject({
      tenantGuid: TENANTS.acmeSandbox,
    });
  });

  it('refuses a tenant the user is not a member of, and leaves the refresh token unspent', async () => {
    const tokens = await signIn(server, 'analyst@acme.test');
    const response = await refresh(server, tokens.refresh_token, `?tenant_id=${TENANTS.globex}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    const after = await refresh(server, tokens.refresh_token);
    expect(after.statusCode).toBe(200);
    expect(claimsOf(after.json<{ access_token: string }>().access_token)).toMatchObject({
      tenantGuid: TENANTS.acmeCorp,
    });
  });

  it('switches to the virtual role with role_id and switchRole', async () => {
    const tokens = await signIn(server, 'eula@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?role_id=Analyst&switchRole=true');
    expect(claimsOf(response.json<{ access_token: string }>().access_token)).toMatchObject({ role: 'Analyst' });
  });

  it('refuses a role the membership does not have, and leaves the refresh token unspent', async () => {
    const tokens = await signIn(server, 'analyst@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?role_id=Site%20Admin&switchRole=true');
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect((await refresh(server, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('switches to the virtual role and back to the role', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const toVirtual = await refresh(server, tokens.refresh_token, `?role_id=Privacy%20Officer&switchRole=true`);
    const virtual = toVirtual.json<{ access_token: string; refresh_token: string }>();
    expect(claimsOf(virtual.access_token)).toMatchObject({ role: ADMIN_VIRTUAL_ROLE, virtualRole: ADMIN_VIRTUAL_ROLE });
    const back = await refresh(server, virtual.refresh_token, '?role_id=Site%20Admin&switchRole=true');
    expect(claimsOf(back.json<{ access_token: string }>().access_token)).toMatchObject({ role: 'Site Admin' });
  });

  it('keeps the role when role_id comes without switchRole', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?role_id=Privacy%20Officer');
    expect(claimsOf(response.json<{ access_token: string }>().access_token)).toMatchObject({ role: 'Site Admin' });
  });

  it('changes the organisation on refresh with organization_id, and keeps it on later refreshes', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?organization_id=org-acme-emea');
    const switched = response.json<{ access_token: string; refresh_token: string }>();
    expect(claimsOf(switched.access_token)).toMatchObject({ root: false, organizationId: 'org-acme-emea' });
    const later = await refresh(server, switched.refresh_token);
    expect(claimsOf(later.json<{ access_token: string }>().access_token)).toMatchObject({
      organizationId: 'org-acme-emea',
    });
  });

  it("refuses another tenant's organisation", async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, '?organization_id=org-globex');
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('keeps a user without Login in the organisation they were invited to (section 6)', async () => {
    const tokens = await signIn(server, 'analyst@acme.test');
    const refused = await refresh(server, tokens.refresh_token, '?organization_id=org-acme');
    expect(refused.json()).toMatchObject({ error: 'invalid_request' });
    const own = await refresh(server, tokens.refresh_token, '?organization_id=org-acme-emea-de');
    expect(claimsOf(own.json<{ access_token: string }>().access_token)).toMatchObject({
      organizationId: 'org-acme-emea-de',
    });
  });

  it('switches to an organisation group the user belongs to', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const response = await refresh(server, tokens.refresh_token, `?orggroup_id=${ORG_GROUPS.acmePrivacyOffice}`);
    expect(claimsOf(response.json<{ access_token: string }>().access_token)).toMatchObject({
      orgGroupGuid: ORG_GROUPS.acmePrivacyOffice,
    });
  });

  it('refuses an organisation group of the tenant the user does not belong to', async () => {
    const tokens = await signIn(server, 'analyst@acme.test');
    const response = await refresh(server, tokens.refresh_token, `?orggroup_id=${ORG_GROUPS.acmePrivacyOffice}`);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect((await refresh(server, tokens.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a forged refresh token before looking at the switch', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const [header, payload] = tokens.refresh_token.split('.');
    const response = await refresh(server, `${header}.${payload}.forged`, `?tenant_id=${TENANTS.globex}`);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses another client id', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/access/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin%40acme.test&password=trellis-demo&client_id=other',
    });
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers 400 for a request without grant_type', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/access/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin%40acme.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('logout revokes the session: its tokens stop working', async () => {
    const tokens = await signIn(server, 'admin@acme.test');
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/access/v1/auth/logout',
      headers: bearer(tokens),
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(server, tokens.refresh_token)).statusCode).toBe(400);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/access/v1/tenants/current',
      headers: bearer(tokens),
    });
    expect(after.statusCode).toBe(401);
  });
});
