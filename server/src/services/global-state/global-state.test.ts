import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TENANTS, USERS } from '../../../seed/demo-ids.ts';
import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('global-state service', () => {
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

  it('answers the signed-in state in one response', async () => {
    const response = await get('/api/global-state/v1/init', admin);
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state.languages.map((l: { Code: string }) => l.Code)).toEqual(['en-us', 'de', 'fr', 'ar', 'he']);
    expect(state.permissions).toMatchObject({ TENANTS_LIST: true, ProductAnalytics: true });
    expect(state.tenant).toMatchObject({ guid: TENANTS.acmeCorp, name: 'Acme Corp' });
    expect(state.tenants.map((t: { name: string }) => t.name)).toEqual(['Acme Corp', 'Acme Sandbox', 'Globex']);
    expect(state.user).toEqual({
      Id: USERS.admin,
      FirstName: 'Ada',
      LastName: 'Admin',
      FullName: 'Ada Admin',
      Email: 'admin@acme.test',
      OrgGroupName: 'Headquarters',
      CurrentTenant: TENANTS.acmeCorp,
    });
    expect(state.settings).toEqual([
      { key: 'dateFormat', value: '' },
      { key: 'timeFormat', value: '' },
    ]);
    expect(state.branding.pageTitle).toBeTruthy();
    expect(state.organizations[0].Children[0].Children.length).toBeGreaterThan(0);
  });

  it('leaves the tenant list null without TENANTS_LIST', async () => {
    const state = (await get('/api/global-state/v1/init', analyst)).json();
    expect(state.permissions.TENANTS_LIST).toBe(false);
    expect(state.tenants).toBeNull();
  });

  it('holds only the invited organisation without Login', async () => {
    const state = (await get('/api/global-state/v1/init', analyst)).json();
    expect(state.permissions.Login).toBe(false);
    expect(state.organizations).toEqual([
      { Id: 'org-acme-emea-de', Name: 'Germany', ParentId: 'org-acme-emea', Position: 0, Children: [] },
    ]);
  });

  it("takes the organisation's date format when the user has saved none", async () => {
    server.db
      .prepare("INSERT INTO tenant_ui_settings (tenant_guid, key, value) VALUES (?, 'dateFormat', 'DD.MM.YYYY')")
      .run(TENANTS.acmeCorp);
    const state = (await get('/api/global-state/v1/init', analyst)).json();
    expect(state.settings).toContainEqual({ key: 'dateFormat', value: 'DD.MM.YYYY' });
  });

  it('refuses the signed-in state without a token', async () => {
    expect((await get('/api/global-state/v1/init')).statusCode).toBe(401);
  });

  it('answers the anonymous state with nothing that belongs to a user', async () => {
    const response = await get('/api/global-state/v1/no-auth-init');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      permissions: {},
      tenant: null,
      tenants: null,
      user: null,
      settings: [],
      organizations: [],
    });
    expect(response.json().languages).toHaveLength(5);
  });
});
