import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TENANTS } from '../../../seed/demo-ids.ts';
import { bearer, refresh, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('branding service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the signed-in tenant's branding, and 401 without a token", async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/branding/v1/branding' })).statusCode).toBe(401);
    const admin = await signIn(server, 'admin@acme.test');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/branding/v1/branding',
      headers: bearer(admin),
    });
    expect(response.json()).toMatchObject({
      pageTitle: 'Acme Trust Center',
      primaryColor: '#B3261E',
      inherited: false,
    });
  });

  it('lets Acme Sandbox inherit the branding of Acme Corp', async () => {
    const admin = await signIn(server, 'admin@acme.test');
    const switched = await refresh(server, admin.refresh_token, `?tenant_id=${TENANTS.acmeSandbox}`);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/branding/v1/branding?isWorkspaceNavigation=true',
      headers: bearer(switched.json<Tokens>()),
    });
    expect(response.json()).toMatchObject({
      pageTitle: 'Acme Trust Center',
      inherited: true,
      inheritedFrom: 'Acme Corp',
    });
  });

  it("answers the product's login-page resources before sign-in, the tenant's after", async () => {
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/api/branding/v1/resources/groups/login-page/auth',
    });
    expect(anonymous.json()).toContainEqual(expect.objectContaining({ resourceName: 'Favicon', tabTitle: 'Trellis' }));
    const refused = await server.app.inject({ method: 'GET', url: '/api/branding/v1/resources/groups/login-page' });
    expect(refused.statusCode).toBe(401);
    const analyst = await signIn(server, 'analyst@acme.test');
    const own = await server.app.inject({
      method: 'GET',
      url: '/api/branding/v1/resources/groups/login-page',
      headers: bearer(analyst),
    });
    expect(own.json()).toContainEqual(
      expect.objectContaining({ resourceName: 'Favicon', tabTitle: 'Acme Trust Center' }),
    );
  });

  it('answers 400 for a malformed flag', async () => {
    const admin = await signIn(server, 'admin@acme.test');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/branding/v1/branding?isWorkspaceNavigation=perhaps',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
  });
});
