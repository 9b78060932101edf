import { afterAll, describe, expect, it, vi } from 'vitest';

import { buildServer } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';

const openapiDir = new URL('../../../../openapi', import.meta.url).pathname;
vi.setConfig({ testTimeout: 30_000 });

const logged: Record<string, unknown>[] = [];
const server = await buildServer({
  db: openDatabase(':memory:'),
  openapiDir,
  testMode: false,
  logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
});
afterAll(() => server.close());

const REPORT = {
  kind: 'error',
  at: '2026-11-26T10:00:00.000Z',
  page: '/preferences',
  tenantGuid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
  userId: '1',
  error: { source: 'chunk-load', name: 'TypeError', message: 'Failed to fetch dynamically imported module' },
};

const send = (body: string, contentType = 'application/json') =>
  server.inject({
    method: 'POST',
    url: '/api/telemetry/v1/reports',
    headers: { 'content-type': contentType, 'x-request-id': 'beacon-1' },
    body,
  });

describe('POST /api/telemetry/v1/reports', () => {
  it("accepts a beacon's JSON and logs the report with the request's id", async () => {
    expect((await send(JSON.stringify(REPORT))).statusCode).toBe(204);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, reqId: 'beacon-1', msg: 'shell error report', telemetry: REPORT }),
    );
  });

  it('accepts a web-vital, and no body in another media type', async () => {
    const vital = {
      kind: 'web-vital',
      at: REPORT.at,
      page: '/',
      vital: { name: 'LCP', value: 812.5, rating: 'good', id: 'v5-1' },
    };
    expect((await send(JSON.stringify(vital))).statusCode).toBe(204);
    expect((await send(JSON.stringify(vital), 'text/plain')).statusCode).toBe(415);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'shell web-vital', telemetry: vital }));
  });

  it('refuses what is not a report: not JSON, a query in the page, fields it does not know', async () => {
    expect((await send('{"kind":')).statusCode).toBe(400);
    expect((await send(JSON.stringify({ ...REPORT, page: '/auth?email=ada@acme.test' }))).statusCode).toBe(400);
    expect((await send(JSON.stringify({ ...REPORT, email: 'ada@acme.test' }))).statusCode).toBe(400);
  });
});
