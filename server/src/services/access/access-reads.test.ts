import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORG_GROUPS, TENANTS, USERS } from '../../../seed/demo-ids.ts';
import { bearer, refresh, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('access service reads and writes', () => {
  let server: TestServer;
  let admin: Tokens;
  let analyst: Tokens;
  const get = (url: string, tokens?: Tokens) =>
    server.app.inject({ method: 'GET', url, headers: tokens ? bearer(tokens) : {} });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
    analyst = await signIn(server, 'analyst@acme.test');
  });
  afterAll(() => server.close());

  it.each([
    '/api/access/v1/users/current/legacy',
    '/api/v1/private/orggroupuser/get',
    '/api/access/v1/permissions',
    '/api/access/v1/access-levels/current',
    '/api/access/v1/tenants/current',
    '/api/access/v1/users/current/tenants',
    '/api/access/v1/tenants/current/subscriptions?trial=true',
    '/api/access/v1/organizations/root-tree',
    '/api/access/v1/users/current/organizations',
    '/api/access/v1/users/current/context',
    '/api/access/v1/tool-settings/user-preferences',
    '/api/access/v1/tenants/context?context=sandbox-review&contextVersion=1',
  ])('GET %s needs a token', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, admin)).statusCode).toBe(200);
  });

  it('answers the legacy current user', async () => {
    expect((await get('/api/access/v1/users/current/legacy', admin)).json()).toEqual({
      CurrentTenant: TENANTS.acmeCorp,
      Email: 'admin@acme.test',
      sub: USERS.admin,
    });
  });

  it('maps every permission to a boolean', async () => {
    const permissions = (await get('/api/access/v1/permissions', analyst)).json<Record<string, boolean>>();
    expect(permissions).toMatchObject({ AutoRefreshToken: true, TENANTS_LIST: false, ProductAnalytics: false });
  });

  it('lists tenants only with TENANTS_LIST (403 otherwise)', async () => {
    const tenants = await get('/api/access/v1/users/current/tenants', admin);
    expect(tenants.json<{ name: string; buyingType: string }[]>()).toEqual([
      expect.objectContaining({ name: 'Acme Corp', buyingType: 'STANDARD' }),
      expect.objectContaining({ name: 'Acme Sandbox', buyingType: 'SANDBOX', parentName: 'Acme Corp' }),
      expect.objectContaining({ name: 'Globex', buyingType: 'STANDARD' }),
    ]);
    const refused = await get('/api/access/v1/users/current/tenants', analyst);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, detail: 'Missing permission: TENANTS_LIST.' });
  });

  it('answers the organisation tree three levels deep', async () => {
    const [root] = (await get('/api/access/v1/organizations/root-tree', admin)).json<
      { Name: string; Children: { Name: string; Children: { Name: string }[] }[] }[]
    >();
    expect(root?.Name).toBe('Acme Corp');
    expect(root?.Children.map((c) => c.Name)).toEqual(['EMEA', 'Americas']);
    expect(root?.Children[0]?.Children.map((c) => c.Name)).toEqual(['Germany', 'France']);
  });

  it('answers the whole organisation tree only with Login (403 otherwise)', async () => {
    const refused = await get('/api/access/v1/organizations/root-tree', analyst);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, detail: 'Missing permission: Login.' });
    expect(refused.body).not.toContain('Acme Corp');
  });

  it("answers everyone in the organisation group with Login, else only the invited organisation's people", async () => {
    const emails = async (tokens: Tokens) =>
      (await get('/api/v1/private/orggroupuser/get', tokens)).json<{ Email: string }[]>().map((p) => p.Email);
    expect(await emails(admin)).toEqual(['admin@acme.test', 'analyst@acme.test', 'idle@acme.test', 'eula@acme.test']);
    expect(await emails(analyst)).toEqual(['analyst@acme.test']);
  });

  it("answers the user's invited organisation", async () => {
    const organizations = (await get('/api/access/v1/users/current/organizations', analyst)).json<{ Id: string }[]>();
    expect(organizations.map((o) => o.Id)).toEqual(['org-acme-emea-de']);
  });

  it("answers the admin's context: both organisation groups, role and virtual role, the current organisation", async () => {
    expect((await get('/api/access/v1/users/current/context', admin)).json()).toEqual({
      orgGroups: [
        { guid: ORG_GROUPS.acmeHeadquarters, name: 'Headquarters' },
        { guid: ORG_GROUPS.acmePrivacyOffice, name: 'Privacy Office' },
      ],
      roles: ['Site Admin', 'Privacy Officer'],
      current: {
        orgGroupGuid: ORG_GROUPS.acmeHeadquarters,
        organization: { Id: 'org-acme', Name: 'Acme Corp' },
        role: 'Site Admin',
      },
    });
  });

  it("answers the analyst's context: one group, one role, the invited organisation", async () => {
    expect((await get('/api/access/v1/users/current/context', analyst)).json()).toEqual({
      orgGroups: [{ guid: ORG_GROUPS.acmeHeadquarters, name: 'Headquarters' }],
      roles: ['Analyst'],
      current: {
        orgGroupGuid: ORG_GROUPS.acmeHeadquarters,
        organization: { Id: 'org-acme-emea-de', Name: 'Germany' },
        role: 'Analyst',
      },
    });
  });

  it('lists the people of the organisation group the session switched to', async () => {
    const switched = await refresh(server, admin.refresh_token, `?orggroup_id=${ORG_GROUPS.acmePrivacyOffice}`);
    const tokens = switched.json<Tokens>();
    admin = tokens;
    const people = (await get('/api/v1/private/orggroupuser/get', tokens)).json<{ Email: string }[]>();
    expect(people.map((person) => person.Email)).toEqual(['admin@acme.test']);
    const state = (await get('/api/global-state/v1/init', tokens)).json<{ user: { OrgGroupName: string } }>();
    expect(state.user.OrgGroupName).toBe('Privacy Office');
    const context = (await get('/api/access/v1/users/current/context', tokens)).json<{ current: object }>();
    expect(context.current).toMatchObject({ orgGroupGuid: ORG_GROUPS.acmePrivacyOffice });
  });

  it('filters subscriptions to trials', async () => {
    const trials = (await get('/api/access/v1/tenants/current/subscriptions?trial=true', admin)).json<
      { trial: boolean }[]
    >();
    expect(trials).toHaveLength(1);
    expect(trials.every((s) => s.trial)).toBe(true);
  });

  it('answers 400 for a malformed trial flag', async () => {
    expect((await get('/api/access/v1/tenants/current/subscriptions?trial=maybe', admin)).statusCode).toBe(400);
  });

  it('resolves a tenant context, 404 for an unknown one, 400 without its version', async () => {
    expect((await get('/api/access/v1/tenants/context?context=sandbox-review&contextVersion=1', admin)).json()).toEqual(
      {
        Id: TENANTS.acmeSandbox,
      },
    );
    expect((await get('/api/access/v1/tenants/context?context=nope&contextVersion=1', admin)).statusCode).toBe(404);
    expect((await get('/api/access/v1/tenants/context?context=sandbox-review', admin)).statusCode).toBe(400);
  });

  it("resolves a link naming a tenant by its guid, only for the tenant's own users", async () => {
    const globexLink = `/api/access/v1/tenants/context?context=${TENANTS.globex}&contextVersion=1`;
    expect((await get(globexLink, admin)).json()).toEqual({ Id: TENANTS.globex });
    expect((await get(globexLink, analyst)).statusCode).toBe(404);
  });

  it('answers the SAML user type per e-mail domain, without a token', async () => {
    const lookup = (Email: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/access/v1/saml-settings/user-type', payload: { Email } });
    expect((await lookup('sso@globex.test')).json()).toMatchObject({ IsEnabled: true, IsOpenSaml4: true });
    expect((await lookup('admin@acme.test')).json()).toMatchObject({ IsEnabled: false, IsOpenSaml4: false });
    const bad = await lookup(42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'body.Email' })] });
  });

  it('saves tool settings, and a malformed save writes nothing', async () => {
    const put = (payload: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/access/v1/tool-settings/user-preferences',
        headers: bearer(admin),
        payload: payload as object,
      });
    const saved = await put([{ toolName: 'ProductImprovements', enabled: true }]);
    expect(saved.json()).toContainEqual({ toolName: 'ProductImprovements', enabled: true });
    const rejected = await put([
      { toolName: 'UserGuidance', enabled: false },
      { toolName: 'NoSuchTool', enabled: false },
    ]);
    expect(rejected.statusCode).toBe(400);
    const after = (await get('/api/access/v1/tool-settings/user-preferences', admin)).json();
    expect(after).toContainEqual({ toolName: 'UserGuidance', enabled: true });
  });
});
