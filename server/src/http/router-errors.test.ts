import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rawExchange } from '../../test-harness/test-server/raw-exchange.ts';
import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';
import { MAX_URL_LENGTH } from './router-errors.ts';

const SERVER_START_TIMEOUT_MS = 60_000;

describe('errors before a route is reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server.close());

  const expectProblem = (status: number, contentType: unknown, body: string) => {
    expect(contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(body)).toMatchObject({ type: 'about:blank', status });
  };

  it.each([
    { name: 'a malformed percent-encoding', url: '/api/content/v1/info/version%E0%A4%A', status: 400 },
    {
      name: 'a path parameter longer than the router takes',
      url: `/api/alert/v1/schedules/${'a'.repeat(200)}/acknowledge`,
      status: 414,
    },
    {
      name: 'an address longer than the server takes',
      url: `/api/content/v1/info/version?q=${'a'.repeat(MAX_URL_LENGTH)}`,
      status: 414,
    },
  ])('$name answers $status problem details', async ({ url, status }) => {
    const response = await server.app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(status);
    expectProblem(status, response.headers['content-type'], response.body);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    {
      name: 'headers larger than Node reads',
      request: `GET / HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
    {
      name: 'an address larger than Node reads',
      request: `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      status: 431,
    },
    { name: 'a request line that is not HTTP', request: 'HELLO THERE\r\n\r\n', status: 400 },
    { name: 'a header without a colon', request: 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', status: 400 },
  ])('$name answers $status problem details on the socket', async ({ request, status }) => {
    const response = await rawExchange(server, request);
    expect(response.status).toBe(status);
    expectProblem(status, /content-type: ([^\r\n]+)/i.exec(response.head)?.[1], response.body);
  });
});
