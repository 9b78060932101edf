import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, requestPasswordToken, signIn, type Tokens } from '../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';

const SERVER_START_TIMEOUT_MS = 60_000;

describe('caching', () => {
  let server: TestServer;
  let admin: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(admin) });

  it('never lets a cache keep tokens', async () => {
    const response = await requestPasswordToken(server, 'admin@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/access/v1/users/current/legacy',
    '/api/v1/private/orggroupuser/get',
    '/api/access/v1/users/current/tenants',
    '/api/access/v1/tenants/current',
    '/api/global-state/v1/init',
    '/api/access/v1/permissions',
    '/api/globalization/v1/ui-settings?key=dateFormat',
  ])('never lets a cache keep people’s data: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps no error either', async () => {
    for (const url of ['/api/access/v1/users/current/legacy?x', '/api/nothing-here']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets translations be cached for an hour, as the specification says', async () => {
    expect((await get('/api/globalization/v1/translations/en-us')).headers['cache-control']).toBe('max-age=3600');
    expect((await get('/api/globalization/v2/translations/tenant/en-us')).headers['cache-control']).toBe(
      'max-age=3600',
    );
  });
});
