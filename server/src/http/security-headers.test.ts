import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '../../seed/seed-database.ts';
import { buildServer, type ServerOptions } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { foreignOriginOf } from './content-security-policy.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
const staticDir = mkdtempSync(join(tmpdir(), 'trellis-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Trellis</title>');
writeFileSync(join(staticDir, 'silent-refresh.html'), '<!doctype html><title>Trellis</title>');
writeFileSync(join(staticDir, 'popup-callback.html'), '<!doctype html><title>Trellis</title>');

type Server = Awaited<ReturnType<typeof buildServer>>;

const BUILD_TIMEOUT_MS = 60_000;
const db = openDatabase(':memory:');
const servers: Server[] = [];
let plain: Server;
let configured: Server;
let testMode: Server;

async function serverWith(options: Partial<ServerOptions> = {}) {
  const server = await buildServer({ db, openapiDir, staticDir, testMode: false, ...options });
  servers.push(server);
  return server;
}

const setWebToLead = (address: string) =>
  db.prepare("UPDATE content_attributes SET value = ? WHERE key = 'SalesforceWebToLeadUrl'").run(address);

beforeAll(async () => {
  await seedDatabase(db);
  plain = await serverWith();
  configured = await serverWith({
    oidcAuthority: 'https://login.example.test/realms/trellis',
    analyticsScriptUrl: 'https://web-sdk.aptrinsic.com/api/aptrinsic.js',
  });
  testMode = await serverWith({ testMode: true });
}, BUILD_TIMEOUT_MS);

afterEach(() => {
  setWebToLead('/salesforce/web-to-lead');
});

afterAll(async () => {
  for (const server of servers) await server.close();
  db.close();
});

/** The policy's directives by name, each as its list of sources. */
function directivesOf(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('the app page gets the policy: scripts only from this origin, nothing evaluated, framing refused', async () => {
    const response = await plain.inject({ method: 'GET', url: '/auth' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    });
    expect(response.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['an API answer', 'GET', '/api/content/v1/info/version'],
    ['a refused API call', 'GET', '/api/global-state/v1/init'],
    ['an unknown API route', 'GET', '/api/no/such/route'],
    ['a refused media type', 'POST', '/api/access/v1/auth/logout'],
    ['the runtime configuration', 'GET', '/config.json'],
  ])('%s is not sniffed and cannot be framed', async (_what, method, url) => {
    const response = await plain.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: '<x/>', headers: { 'content-type': 'text/xml' } } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the app itself, and only it, frame the OIDC silent refresh', async () => {
    const response = await plain.inject({ method: 'GET', url: '/silent-refresh.html?code=x&state=y' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directivesOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  });

  it('keeps the OIDC sign-in popup tied to its opener on the way back: its callback page sets no opener policy', async () => {
    const response = await plain.inject({ method: 'GET', url: '/popup-callback.html?code=x&state=y' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('adds the OIDC provider, the analytics script and the web-to-lead address, each by its origin only', async () => {
    setWebToLead('https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8');
    const csp = directivesOf(
      (await configured.inject({ method: 'GET', url: '/auth' })).headers['content-security-policy'],
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://web-sdk.aptrinsic.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://login.example.test', 'https://webto.salesforce.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://login.example.test']);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('a stored web-to-lead value cannot add sources or directives to the policy', async () => {
    setWebToLead("https://crm.test/lead; script-src 'unsafe-eval' *");
    const header = String((await plain.inject({ method: 'GET', url: '/auth' })).headers['content-security-policy']);
    expect(directivesOf(header)['connect-src']).toEqual(["'self'", 'https://crm.test']);
    expect(header).not.toContain('unsafe-eval');
  });

  it('reports violations to the test-mode collector, which keeps them by test scope', async () => {
    const page = await testMode.inject({ method: 'GET', url: '/auth' });
    expect(directivesOf(page.headers['content-security-policy'])['report-uri']).toEqual(['/__test/csp-reports']);
    const report = { 'csp-report': { 'document-uri': 'http://localhost/auth', 'violated-directive': 'script-src' } };
    const posted = await testMode.inject({
      method: 'POST',
      url: '/__test/csp-reports',
      headers: { 'content-type': 'application/csp-report', cookie: 'trellis-test-scope=one' },
      payload: JSON.stringify(report),
    });
    expect(posted.statusCode).toBe(204);
    const read = await testMode.inject({ method: 'GET', url: '/__test/csp-reports?scope=one' });
    expect(read.json()).toEqual([{ scope: 'one', report: report['csp-report'] }]);
    expect((await testMode.inject({ method: 'GET', url: '/__test/csp-reports?scope=two' })).json()).toEqual([]);
  });

  it('has no report endpoint outside test mode', async () => {
    const page = await plain.inject({ method: 'GET', url: '/auth' });
    expect(page.headers['content-security-policy']).not.toContain('report-uri');
    const posted = await plain.inject({
      method: 'POST',
      url: '/__test/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{}',
    });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('foreignOriginOf', () => {
  it.each([
    ['https://crm.test/lead?x=1', 'https://crm.test'],
    ['http://localhost:8282/realms/x', 'http://localhost:8282'],
    ['/salesforce/web-to-lead', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://', null],
  ])('%s → %s', (address, origin) => {
    expect(foreignOriginOf(address)).toBe(origin);
  });
});
