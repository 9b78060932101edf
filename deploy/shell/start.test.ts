import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it, vi } from 'vitest';

import { policyTemplates } from './policy-templates.ts';

const START = fileURLToPath(new URL('./start.sh', import.meta.url));
const SITE = fileURLToPath(new URL('../../docs/nginx/trellis.conf', import.meta.url));
const CSP = fileURLToPath(new URL('../../scripts/csp.ts', import.meta.url));
const IMPORT_MAP = '{"imports":{"react":"./assets/react.js"}}';
/** The hash of IMPORT_MAP, as a policy names it. */
const IMPORT_MAP_HASH = "'sha256-V4HPDstr6YzZ+f8/ln2YapHhtcIPFm0wdMZx4lq33BA='";

/**
 * The entrypoint run on a minimal image tree with `true` in nginx's place: what it writes from the environment, and
 * what it refuses. (tests/e2e/production-image.spec.ts runs it with nginx and the real build.)
 */
function start(env: Record<string, string>) {
  const home = mkdtempSync(join(tmpdir(), 'trellis-start-'));
  const dist = join(home, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), `<script type="importmap">${IMPORT_MAP}</script>`);
  writeFileSync(join(home, 'trellis.conf'), readFileSync(SITE));
  const templates = policyTemplates(dist);
  writeFileSync(join(home, 'csp.template'), `${templates.plain}\n`);
  writeFileSync(join(home, 'csp-overrides.template'), `${templates.allowOverrides}\n`);
  const run = join(home, 'run');
  const result = spawnSync('sh', [START], {
    env: { PATH: process.env.PATH, TRELLIS_HOME: home, TRELLIS_RUN_DIR: run, NGINX_PATH: '/bin/true', ...env },
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(join(run, file), 'utf8');
  /** What `npm run --silent csp` prints for the config.json the entrypoint wrote, and this build. */
  const cspCommand = (connect: string[] = []) =>
    spawnSync(
      process.execPath,
      [CSP, join(run, 'config.json'), '--dist', dist, ...connect.flatMap((address) => ['--connect', address])],
      { encoding: 'utf8' },
    ).stdout;
  return { status: result.status, stderr: result.stderr, read, cspCommand };
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
      `script-src 'self' ${IMPORT_MAP_HASH} https://web-sdk.aptrinsic.com https://cdn.example.com; script-src-attr 'none'`,
    );
    expect(policy).toContain(
      "connect-src 'self' https://api.example.com https://files.example.com https://media.example.com https://crm.example.com https://cdn.example.com;",
    );
    const site = read('site.conf');
    expect(site).toContain(
      `add_header Content-Security-Policy "${policy.trim()}; frame-ancestors $trellis_frame_ancestors" always;`,
    );
    expect(site).toContain('location /trellis/ {');
  });

  const module = (id: string, entry: string, more: Record<string, unknown> = {}) => ({
    id,
    path: `/${id}`,
    entry,
    title: { 'en-us': id },
    ...more,
  });
  it.each([
    ['nothing but the upstream', {}, []],
    [
      'the API, its token origins and the telemetry endpoint on other origins',
      {
        TRELLIS_API_BASE_URL: 'https://api.example.com/v1',
        TRELLIS_API_TOKEN_ORIGINS: 'https://files.example.com,https://api.example.com/other',
        TRELLIS_TELEMETRY_ENDPOINT: 'https://telemetry.example.com:8443/reports',
      },
      [],
    ],
    [
      'an OpenID provider written with capitals, a user and its default port',
      {
        TRELLIS_OIDC_AUTHORITY: 'HTTPS://Login.Example.com:443/realms/t',
        TRELLIS_OIDC_CLIENT_ID: 'shell',
        TRELLIS_API_BASE_URL: 'https://someone@login.example.com/api',
      },
      [],
    ],
    ['analytics on its own origin', { TRELLIS_ANALYTICS_SCRIPT_URL: 'https://cdn.analytics.example/a.js' }, []],
    ['analytics on the app’s origin', { TRELLIS_ANALYTICS_SCRIPT_URL: '/analytics.js' }, []],
    [
      'modules with connect and images, origins named twice, a built-in one and a web-to-lead address',
      {
        TRELLIS_API_BASE_URL: 'https://api.example.com',
        TRELLIS_ANALYTICS_SCRIPT_URL: 'https://cdn.example.com/analytics.js',
        TRELLIS_CSP_CONNECT_SRC: 'https://crm.example.com/lead https://api.example.com',
        TRELLIS_MODULES: JSON.stringify([
          module('risk', 'https://cdn.example.com/risk/entry.js', {
            connect: ['https://risk-api.example.com/v2', 'https://api.example.com'],
            images: ['https://img.example.com/a.png'],
          }),
          module('home', 'builtin:home'),
          module('audit', 'http://localhost:5174/entry.js', { images: ['https://cdn.example.com/i.png'] }),
        ]),
      },
      ['https://crm.example.com/lead', 'https://api.example.com'],
    ],
    [
      'modules as { entries, allowOverrides: false }, over several lines',
      {
        TRELLIS_MODULES: JSON.stringify(
          { entries: [module('risk', 'https://cdn.example.com/entry.js')], allowOverrides: false },
          null,
          2,
        ),
      },
      [],
    ],
    [
      'modules with allowOverrides: true',
      {
        TRELLIS_OIDC_AUTHORITY: 'http://127.0.0.1:9000/realms/t',
        TRELLIS_OIDC_CLIENT_ID: 'shell',
        TRELLIS_MODULES: JSON.stringify({
          entries: [module('risk', 'https://cdn.example.com/entry.js', { connect: ['http://localhost:8081/api'] })],
          allowOverrides: true,
        }),
      },
      [],
    ],
  ])('sends exactly what `npm run csp` prints for the config.json it wrote: %s', (_label, env, connect) => {
    const { status, stderr, read, cspCommand } = start({ ...UPSTREAM, ...env });
    expect(status, stderr).toBe(0);
    const policy = read('content-security-policy');
    expect(policy).toContain(IMPORT_MAP_HASH);
    expect(policy).toBe(cspCommand(connect));
  });

  it.each([
    ['no API upstream', {}, /TRELLIS_API_UPSTREAM is not set/],
    ['OIDC without a client id', { ...UPSTREAM, TRELLIS_OIDC_AUTHORITY: 'https://login.example.com' }, /CLIENT_ID/],
    ['a base without its slashes', { ...UPSTREAM, TRELLIS_BASE: 'trellis' }, /TRELLIS_BASE must start and end/],
    ['a base nginx would misread', { ...UPSTREAM, TRELLIS_BASE: '/a;b/' }, /misread/],
    ['modules that are not a list', { ...UPSTREAM, TRELLIS_MODULES: '{"id":"m"}' }, /JSON array/],
    ['a value with a line break', { ...UPSTREAM, TRELLIS_LINK_COMMUNITY: 'https://a\nb' }, /line break/],
    [
      'an address whose origin it cannot read as URL parsing would',
      { ...UPSTREAM, TRELLIS_API_BASE_URL: 'https://ex%41mple.com/api' },
      /cannot read the origin of https:\/\/ex%41mple.com\/api/,
    ],
    [
      'an address without its scheme',
      { ...UPSTREAM, TRELLIS_ANALYTICS_SCRIPT_URL: '//cdn.example.com/a.js' },
      /scheme/,
    ],
    [
      'a policy of its own with frame-ancestors',
      { ...UPSTREAM, TRELLIS_CSP: "default-src 'self'; frame-ancestors 'none'" },
      /frame-ancestors/,
    ],
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
