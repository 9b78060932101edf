import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { claimsOf } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('the reference SAML identity provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const assert = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/access/v1/saml/assert',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
  const exchange = (code: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/access/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'trellis' }).toString(),
    });

  it('shows its sign-in page for an SSO user, and 404 for a password user', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/access/v1/saml/login?email=sso%40globex.test' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Continue as sso@globex.test');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/access/v1/saml/login?email=admin%40acme.test' })).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/access/v1/saml/login?email=not-an-email' })).statusCode,
    ).toBe(400);
  });

  it('redirects to /sso with a code that gives tokens once', async () => {
    const response = await assert('sso@globex.test');
    expect(response.statusCode).toBe(303);
    const code = new URL(String(response.headers.location), 'http://x').searchParams.get('code') ?? '';
    expect(response.headers.location).toMatch(/^\/sso\?code=/);
    const tokens = await exchange(code);
    expect(tokens.statusCode).toBe(200);
    expect(claimsOf(tokens.json<{ access_token: string }>().access_token)).toMatchObject({ email: 'sso@globex.test' });
    const again = await exchange(code);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unknown code', async () => {
    expect((await exchange('made-up')).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each(['/authentication/saml2/logout', '/access/v1/saml/logout'])('shows a signed-out page at %s', async (path) => {
    const page = await server.app.inject({ method: 'GET', url: `${path}?email=sso%40globex.test` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('signed out');
    expect(page.body).toContain('href="/auth"');
  });
});
