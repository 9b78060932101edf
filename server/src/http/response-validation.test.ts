import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';

describe('response validation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 500 problem details instead of a response its document does not allow', async () => {
    const url = '/api/branding/v1/resources/groups/login-page/auth';
    expect((await server.app.inject({ method: 'GET', url: '/api/global-state/v1/no-auth-init' })).statusCode).toBe(200);
    server.db.prepare("UPDATE brandings SET primary_color = 'red' WHERE tenant_guid IS NULL").run();

    const response = await server.app.inject({ method: 'GET', url: '/api/global-state/v1/no-auth-init' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 500, detail: 'The server failed.' });
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
