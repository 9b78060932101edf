import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { requestPasswordToken } from '../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../test-harness/test-server/test-server.ts';

vi.setConfig({ testTimeout: 30_000 });

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ testMode: false, metricsToken: null });
  }, 60_000);
  afterAll(() => server.close());

  const metrics = async () => {
    const response = await server.app.inject('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return response.body;
  };

  it('counts requests and their durations by route pattern, method and status, unknown addresses as one', async () => {
    await server.app.inject('/api/content/v1/info/version');
    await server.app.inject('/api/content/v1/info/version');
    await server.app.inject('/no/such/address/42');
    const text = await metrics();
    expect(text).toContain('# TYPE trellis_http_requests_total counter');
    expect(
      sample(text, 'trellis_http_requests_total{route="/api/content/v1/info/version",method="GET",status="200"}'),
    ).toBe(2);
    expect(sample(text, 'trellis_http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(1);
    expect(
      sample(
        text,
        'trellis_http_request_duration_seconds_count{route="/api/content/v1/info/version",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('/no/such/address');
    expect(text).toContain('trellis_process_resident_memory_bytes');
  });

  it("counts the shell's telemetry reports by kind", async () => {
    const report = {
      kind: 'web-vital',
      at: '2026-11-26T10:00:00.000Z',
      page: '/',
      vital: { name: 'LCP', value: 1, rating: 'good', id: 'v' },
    };
    const post = (body: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/telemetry/v1/reports',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await post(report)).statusCode).toBe(204);
    expect((await post({ ...report, kind: 'nonsense' })).statusCode).toBe(400);
    const text = await metrics();
    expect(sample(text, 'trellis_telemetry_reports_total{kind="web-vital"}')).toBe(1);
    expect(text).not.toContain('kind="nonsense"');
  });

  it('counts failed sign-ins by grant and answer, not the successful ones', async () => {
    expect((await requestPasswordToken(server, 'admin@acme.test', 'wrong password')).statusCode).toBe(400);
    expect((await requestPasswordToken(server, 'admin@acme.test')).statusCode).toBe(200);
    const text = await metrics();
    expect(sample(text, 'trellis_sign_in_failures_total{grant="password",status="400"}')).toBe(1);
    expect(text).not.toMatch(/trellis_sign_in_failures_total\{[^}]*status="200"/);
  });
});

describe('/metrics with a token', () => {
  it('answers 401 without the bearer token TRELLIS_METRICS_TOKEN names, and the figures with it', async () => {
    const server = await startTestServer({ testMode: false, metricsToken: 's3cret' });
    try {
      expect((await server.app.inject('/metrics')).statusCode).toBe(401);
      const wrong = await server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const right = await server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret' } });
      expect([right.statusCode, right.body]).toEqual([200, expect.stringContaining('trellis_http_requests_total')]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
