import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TENANTS } from '../../../seed/demo-ids.ts';
import { bearer, refresh, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('atlas service', () => {
  let server: TestServer;
  let admin: Tokens;
  const get = (url: string, tokens?: Tokens) =>
    server.app.inject({ method: 'GET', url, headers: tokens ? bearer(tokens) : {} });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  });
  afterAll(() => server.close());

  it("answers the tenant's navigation configuration and theme", async () => {
    expect((await get('/api/atlas/v1/navigation/configuration', admin)).json()).toEqual({
      showLegacyNavigation: false,
      newNavigationTenantPreference: true,
      newNavigationPreviewEnabled: true,
    });
    expect((await get('/api/atlas/v1/theme', admin)).json()).toEqual({ themeEnabled: true, theme: 'default' });
  });

  it('follows a tenant switch', async () => {
    const switched = (await refresh(server, admin.refresh_token, `?tenant_id=${TENANTS.acmeSandbox}`)).json<Tokens>();
    expect((await get('/api/atlas/v1/navigation/configuration', switched)).json()).toMatchObject({
      showLegacyNavigation: true,
    });
    expect((await get('/api/atlas/v1/theme', switched)).json()).toEqual({ themeEnabled: false, theme: 'default' });
  });

  it.each(['/api/atlas/v1/navigation/configuration', '/api/atlas/v1/theme'])('GET %s needs a token', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });
});
