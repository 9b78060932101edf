import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../test-server/test-server.ts';
import { SERVER_START_TIMEOUT_MS } from './hostile-harness.ts';
import { allOperations, type Operation } from './openapi-operations.ts';
import { hasStackTrace, probe } from './probe.ts';
import { urlOf } from './valid-requests.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const operations = allOperations();
const byId = (id: string) => operations.find((operation) => operation.operationId === id) as Operation;
const TELEMETRY = byId('createTelemetryReport');
const WRITE = operations.find((o) => o.method === 'PUT' && o.body && !o.isPublic) as Operation;
const READ = operations.find((o) => o.method === 'GET' && o.parameters.length && !o.isPublic) as Operation;

describe('the probe of a running service (npm run api:probe)', () => {
  let server: TestServer;
  let baseUrl: string;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    token = (await signIn(server, 'admin@acme.test')).access_token;
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server.close());

  const plant = (fault: object) =>
    server.app
      .inject({ method: 'PUT', url: '/__test/faults', payload: fault })
      .then((r) => expect(r.statusCode).toBe(204));
  afterAll(() => server.app.inject({ method: 'DELETE', url: '/__test/faults' }));

  it('finds nothing wrong with the reference server, over HTTP, on every operation', async () => {
    const result = await probe(operations, { baseUrl, token });
    expect(result.requests).toBeGreaterThan(1000);
    expect(result.findings.map((f) => `${f.kind} ${f.operation.operationId} ${f.hostile.label}`)).toEqual([]);
  }, 180_000);

  it('reports the 5xx, the stack trace and the accepted write of a planted fault, each where it was planted', async () => {
    const pathOf = (operation: Operation) => urlOf(operation).split('?')[0];
    await plant({ method: 'POST', path: pathOf(TELEMETRY), status: 500 });
    await plant({ method: 'PUT', path: pathOf(WRITE), status: 200, body: { saved: true } });
    await plant({
      method: READ.method,
      path: pathOf(READ),
      status: 400,
      body: { detail: 'TypeError: Cannot read properties of undefined\n    at handler (/srv/app/routes.js:12:5)' },
    });
    const result = await probe([TELEMETRY, WRITE, READ], { baseUrl, token });
    await server.app.inject({ method: 'DELETE', url: '/__test/faults' });
    const kinds = (operation: Operation) =>
      new Set(result.findings.filter((f) => f.operation === operation).map((f) => f.kind));
    expect(kinds(TELEMETRY)).toEqual(new Set(['5xx']));
    expect(kinds(WRITE)).toEqual(new Set(['write not refused']));
    expect(kinds(READ)).toEqual(new Set(['stack trace']));
  }, 120_000);

  it('runs as a command: one line per finding, a summary, exit 1', async () => {
    await plant({ method: 'POST', path: '/api/telemetry/v1/reports', status: 503, times: 1 });
    const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['scripts/api-probe.ts', '--base-url', baseUrl, '--operation', 'createTelemetryReport'],
        { cwd: root },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => resolve({ status: code, output: text }));
    });
    expect(status, output).toBe(1);
    expect(output, output).toMatch(/^5xx +POST \/api\/telemetry\/v1\/reports \(createTelemetryReport\), .+: 503 /m);
    // The summary counts the planted 5xx; on a loaded machine a hostile case may time out as well (a finding of its
    // own, named in the output this shows when it fails).
    expect(output, output).toMatch(/hostile requests to 1 operations: \d+ findings \((.+, )?1 5xx(, .+)?\)/);
  }, 60_000);
});

describe('stack traces in an answer', () => {
  it.each([
    ['Node', 'Error: x\n    at handler (/srv/app.js:12:5)'],
    ['Node, anonymous', 'Error: x\n    at /srv/app.js:12:5'],
    ['Java', 'java.lang.NullPointerException\n\tat com.acme.Api.handle(Api.java:42)'],
    ['.NET', 'System.Exception: x\n   at Acme.Api.Handle() in /src/Api.cs:line 42'],
    ['Python', 'Traceback (most recent call last):\n  File "app.py", line 3'],
    ['Go', 'panic: x\n\ngoroutine 1 [running]:'],
    ['Node, inside a JSON string', JSON.stringify({ detail: 'Error: x\n    at handler (/srv/app.js:12:5)' })],
    ['Java, inside a JSON string', JSON.stringify({ trace: 'java.lang.Error\n\tat com.acme.Api.handle(Api.java:42)' })],
  ])('finds %s', (_label, text) => {
    expect(hasStackTrace(text)).toBe(true);
  });

  it('finds none in problem details', () => {
    expect(
      hasStackTrace(
        '{"type":"about:blank","title":"Bad Request","status":400,"detail":"body/name must be string at 12"}',
      ),
    ).toBe(false);
  });
});
