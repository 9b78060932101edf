import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildServer, type ServerOptions } from '../app.ts';
import { trustProxyOf } from '../config.ts';
import { openDatabase } from '../db/database.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
let app: Awaited<ReturnType<typeof buildServer>> | undefined;

// Each test builds a whole server (every OpenAPI document compiled): seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

async function serverWith(options: Partial<ServerOptions> = {}) {
  app = await buildServer({ db: openDatabase(':memory:'), openapiDir, testMode: false, ...options });
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('health endpoints', () => {
  it('/healthz answers while the process runs; /readyz while the database answers and no shutdown began', async () => {
    let draining = false;
    const db = openDatabase(':memory:');
    const server = await serverWith({ db, isDraining: () => draining });
    expect((await server.inject('/healthz')).json()).toEqual({ status: 'alive' });
    expect((await server.inject('/readyz')).statusCode).toBe(200);
    draining = true;
    expect((await server.inject('/readyz')).statusCode).toBe(503);
    draining = false;
    db.close();
    const ready = await server.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'database unavailable' }]);
    expect((await server.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it("keeps the caller's X-Request-Id and answers it; a missing or odd one is replaced by a new id", async () => {
    const server = await serverWith();
    const kept = await server.inject({ url: '/healthz', headers: { 'x-request-id': 'shell-1234' } });
    expect(kept.headers['x-request-id']).toBe('shell-1234');
    const odd = await server.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\n{"level":60}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.inject('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS for a shell on another origin', () => {
  const shell = 'https://shell.example';

  it('answers the preflight of a listed origin, with the headers the shell sends, and no credentials', async () => {
    const server = await serverWith({ corsOrigins: [shell] });
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/content/v1/info/version',
      headers: {
        origin: shell,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-request-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(shell);
    expect(preflight.headers['access-control-allow-headers']).toContain('X-Request-Id');
    expect(preflight.headers['access-control-allow-headers']).toContain('traceparent');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await server.inject({ url: '/api/content/v1/info/version', headers: { origin: shell } });
    expect(answer.headers['access-control-allow-origin']).toBe(shell);
  });

  it('gives any other origin no CORS headers', async () => {
    const server = await serverWith({ corsOrigins: [shell] });
    const answer = await server.inject({
      url: '/api/content/v1/info/version',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('TRELLIS_TRUST_PROXY', () => {
  it('reads off, all, a hop count or a list of addresses', () => {
    expect([undefined, 'false', 'true', '2', '10.0.0.1, 10.1.0.0/16'].map(trustProxyOf)).toEqual([
      false,
      false,
      true,
      2,
      ['10.0.0.1', '10.1.0.0/16'],
    ]);
  });

  it("lets the client's address and scheme come from a trusted proxy's X-Forwarded-* headers", async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    const seen: { ip: string; protocol: string }[] = [];
    for (const trustProxy of [false, true]) {
      const server = await serverWith({ trustProxy });
      server.addHook('onRequest', async (request) => {
        seen.push({ ip: request.ip, protocol: request.protocol });
      });
      const page = await server.inject({ url: '/config.json', headers: forwarded });
      expect(String(page.headers['set-cookie'])).toContain(trustProxy ? '; Secure' : 'SameSite=Strict');
      await server.close();
    }
    expect(seen).toEqual([
      { ip: '127.0.0.1', protocol: 'http' },
      { ip: '203.0.113.7', protocol: 'https' },
    ]);
  });
});
