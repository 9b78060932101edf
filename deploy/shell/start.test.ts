import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it, vi } from 'vitest';

const START = fileURLToPath(new URL('./start.sh', import.meta.url));
const SITE = fileURLToPath(new URL('../../docs/nginx/trellis.conf', import.meta.url));

/**
 * The entrypoint run on a minimal image tree with `true` in nginx's place: what it writes from the environment, and
 * what it refuses. (tests/e2e/production-image.spec.ts runs it with nginx and the real build.)
 */
function start(env: Record<string, string>) {
  const home = mkdtempSync(join(tmpdir(), 'trellis-start-'));
  mkdirSync(join(home, 'dist'));
  writeFileSync(join(home, 'trellis.conf'), readFileSync(SITE));
  writeFileSync(join(home, 'script-hashes'), "'sha256-abc='\n");
  const run = join(home, 'run');
  const result = spawnSync('sh', [START], {
    env: { PATH: process.env.PATH, TRELLIS_HOME: home, TRELLIS_RUN_DIR: run, NGINX_PATH: '/bin/true', ...env },
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(join(run, file), 'utf8');
  return { status: result.status, stderr: result.stderr, read };
}

// A few shell processes per test: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const UPSTREAM = { TRELLIS_API_UPSTREAM: 'http://api.internal:8080' };

describe("the production image's entrypoint", () => {
  it('writes a config.json of no demo: password sign-in, no analytics, no telemetry, no links, no modules', () => {
    const { status, read } = start(UPSTREAM);
    expect(status).toBe(0);
    expect(JSON.parse(read('config.json'))).toEqual({
      api: { baseUrl: '', tokenOrigins: [] },
      oidc: null,
      analytics: null,
      telemetry: null,
      links: {},
      modules: [],
    });
    const site = read('site.conf');
    expect(site).toContain('listen 8080;');
    expect(site).toContain('proxy_pass http://api.internal:8080;');
    expect(site).not.toMatch(/__[A-Z_]+__/);
  });

  it('turns OIDC on with the client the operator registered, requiring HTTPS unless told otherwise', () => {
    const oidc = { TRELLIS_OIDC_AUTHORITY: 'https://login.example.com/realms/t', TRELLIS_OIDC_CLIENT_ID: 'shell' };
    const { read } = start({ ...UPSTREAM, ...oidc });
    expect(JSON.parse(read('config.json')).oidc).toEqual({
      authority: 'https://login.example.com/realms/t',
      clientId: 'shell',
      scope: 'openid email read',
      requireHttps: true,
    });
    const policy = read('content-security-policy');
    expect(policy).toContain("connect-src 'self' https://login.example.com;");
    expect(policy).toContain("frame-src 'self' https://login.example.com;");
    const relaxed = start({ ...UPSTREAM, ...oidc, TRELLIS_OIDC_REQUIRE_HTTPS: 'false', TRELLIS_OIDC_SCOPE: 'openid' });
    expect(JSON.parse(relaxed.read('config.json')).oidc).toMatchObject({ scope: 'openid', requireHttps: false });
  });

  it('names in the policy every origin config.json sends the browser to, and the build’s inline script', () => {
    const { read } = start({
      ...UPSTREAM,
      TRELLIS_BASE: '/trellis/',
      TRELLIS_API_BASE_URL: 'https://api.example.com/v1',
      TRELLIS_API_TOKEN_ORIGINS: 'https://files.example.com, https://media.example.com',
      TRELLIS_ANALYTICS_SCRIPT_URL: 'https://web-sdk.aptrinsic.com/api/aptrinsic.js',
      TRELLIS_TELEMETRY_ENDPOINT: '/api/telemetry/v1/reports',
      TRELLIS_MODULES: '[{"id":"m","path":"/m","entry":"https://cdn.example.com/m/entry.js","title":{"en-us":"M"}}]',
      TRELLIS_CSP_CONNECT_SRC: 'https://crm.example.com',
    });
    const config = JSON.parse(read('config.json'));
    expect(config.api).toEqual({
      baseUrl: 'https://api.example.com/v1',
      tokenOrigins: ['https://files.example.com', 'https://media.example.com'],
    });
    expect(config.modules[0].entry).toBe('https://cdn.example.com/m/entry.js');
    const policy = read('content-security-policy');
    expect(policy).toContain(
      "script-src 'self' 'sha256-abc=' https://web-sdk.aptrinsic.com https://cdn.example.com; script-src-attr 'none'",
    );
    expect(policy).toContain(
      "connect-src 'self' https://api.example.com https://files.example.com https://media.example.com https://crm.example.com;",
    );
    expect(policy).toContain('frame-ancestors $trellis_frame_ancestors;');
    const site = read('site.conf');
    expect(site).toContain(`add_header Content-Security-Policy "${policy.trim()}" always;`);
    expect(site).toContain('location /trellis/ {');
  });

  it.each([
    ['no API upstream', {}, /TRELLIS_API_UPSTREAM is not set/],
    ['OIDC without a client id', { ...UPSTREAM, TRELLIS_OIDC_AUTHORITY: 'https://login.example.com' }, /CLIENT_ID/],
    ['a base without its slashes', { ...UPSTREAM, TRELLIS_BASE: 'trellis' }, /TRELLIS_BASE must start and end/],
    ['a base nginx would misread', { ...UPSTREAM, TRELLIS_BASE: '/a;b/' }, /misread/],
    ['modules that are not a list', { ...UPSTREAM, TRELLIS_MODULES: '{"id":"m"}' }, /JSON array/],
    ['a value with a line break', { ...UPSTREAM, TRELLIS_LINK_COMMUNITY: 'https://a\nb' }, /line break/],
    [
      'requireHttps neither true nor false',
      {
        ...UPSTREAM,
        TRELLIS_OIDC_AUTHORITY: 'https://l',
        TRELLIS_OIDC_CLIENT_ID: 's',
        TRELLIS_OIDC_REQUIRE_HTTPS: 'yes',
      },
      /true or false/,
    ],
  ])('refuses to start with %s, saying why', (_label, env, reason) => {
    const { status, stderr } = start(env);
    expect(status).toBe(64);
    expect(stderr).toMatch(reason);
  });

  it('escapes what it writes into JSON', () => {
    const { read } = start({ ...UPSTREAM, TRELLIS_LINK_COMMUNITY: 'https://c.example.com/?q="x"\\' });
    expect(JSON.parse(read('config.json')).links).toEqual({ community: 'https://c.example.com/?q="x"\\' });
  });
});
