import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rawExchange } from '../../test-harness/test-server/raw-exchange.ts';
import { signIn, type Tokens } from '../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';

const SERVER_START_TIMEOUT_MS = 60_000;

describe('bodies without a media type', () => {
  let server: TestServer;
  let admin: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server.close());

  const logout = (chunkedBody: string) =>
    rawExchange(
      server,
      'POST /api/access/v1/auth/logout HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
        `Authorization: Bearer ${admin.access_token}\r\nTransfer-Encoding: chunked\r\n\r\n${chunkedBody}`,
    );

  it('refuses a chunked body without a media type (415), and the session goes on', async () => {
    const response = await logout('4\r\n{"a"\r\n0\r\n\r\n');
    expect(response.status).toBe(415);
    expect(response.head).toMatch(/content-type: application\/problem\+json/i);
    const stillSignedIn = await server.app.inject({
      method: 'GET',
      url: '/api/access/v1/tenants/current',
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('takes a bodiless POST that a proxy sent chunked and empty, without a media type', async () => {
    expect((await logout('0\r\n\r\n')).status).toBe(204);
  });
});
