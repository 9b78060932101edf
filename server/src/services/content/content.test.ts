import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TENANTS } from '../../../seed/demo-ids.ts';
import { bearer, refresh, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('content service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the version as text', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/content/v1/info/version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('4.12.0|20261120.3');
  });

  it('accepts a portal prefix in front of /api', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/eu/api/content/v1/info/version' });
    expect(response.statusCode).toBe(200);
  });

  it('answers the anonymous content settings', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/content/v1/attributes' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ attributes: { Key: string }[] }>().attributes.map((a) => a.Key)).toContain('BuyNow');
  });

  it('refuses the signed-in content settings without a token, as problem details', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/content/v1/attributes/auth' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      detail: 'A bearer token is required.',
    });
  });

  it('refuses a token it did not sign', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/content/v1/attributes/auth',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJndWlkIjoieCJ9.' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'The bearer token is invalid or expired.' });
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('fault injection in test mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const inject = (fault: object) => server.app.inject({ method: 'PUT', url: '/__test/faults', payload: fault });
  const version = (cookie?: string) =>
    server.app.inject({ method: 'GET', url: '/api/content/v1/info/version', headers: cookie ? { cookie } : {} });

  it('answers the injected status the given number of times', async () => {
    await inject({ method: 'GET', path: '/api/content/v1/info/version', status: 503, times: 1 });
    expect((await version()).statusCode).toBe(503);
    expect((await version()).statusCode).toBe(200);
  });

  it('sends a malformed body', async () => {
    await inject({ method: 'GET', path: '/api/content/v1/attributes', malformedBody: true, times: 1 });
    const response = await server.app.inject({ method: 'GET', url: '/api/content/v1/attributes' });
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('limits a scoped fault to requests carrying its scope cookie', async () => {
    await inject({ method: 'GET', path: '/api/content/v1/info/version', status: 500, scope: 'test-a' });
    expect((await version('trellis-test-scope=test-b')).statusCode).toBe(200);
    expect((await version('trellis-test-scope=test-a')).statusCode).toBe(500);
    await server.app.inject({ method: 'DELETE', url: '/__test/faults' });
  });

  it('refuses a malformed fault with a 400 problem', async () => {
    const response = await inject({ method: 'GET', path: 'no-slash' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('body.path');
  });

  it('records the requests it received', async () => {
    await version('trellis-test-scope=counted');
    const log = await server.app.inject({ method: 'GET', url: '/__test/requests?scope=counted' });
    expect(log.json()).toEqual([expect.objectContaining({ method: 'GET', path: '/api/content/v1/info/version' })]);
  });
});

describe('content settings of a tenant', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("merges the product's settings with the tenant's own, the tenant's winning", async () => {
    const admin = await signIn(server, 'admin@acme.test');
    const switched = (await refresh(server, admin.refresh_token, `?tenant_id=${TENANTS.acmeSandbox}`)).json<Tokens>();
    const settingsOf = async (tokens: Tokens) =>
      Object.fromEntries(
        (await server.app.inject({ method: 'GET', url: '/api/content/v1/attributes/auth', headers: bearer(tokens) }))
          .json<{ attributes: { Key: string; Value: string }[] }>()
          .attributes.map((a) => [a.Key, a.Value]),
      );
    expect(await settingsOf(admin)).toMatchObject({ BuyNow: 'true', CustomerSuccessAnalyticsKey: 'AP-TRELLIS-ACME-1' });
    const sandbox = await settingsOf(switched);
    expect(sandbox).toMatchObject({ BuyNow: 'false', SalesforceOrgid: '00D000000000TRL' });
    expect(sandbox).not.toHaveProperty('CustomerSuccessAnalyticsKey');
  });
});
