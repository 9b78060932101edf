import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NGINX_PATH } from '../../../scripts/ensure-nginx.ts';
import { E2E_PORTS } from './ports';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** The configuration docs/deploying.md shows, used as it is: only its placeholders are replaced. */
const NGINX_CONF = join(ROOT, 'docs/nginx/trellis.conf');

/** deploy.spec.ts's own servers (ports.ts holds every spec's apart). */
export const DEPLOY_PORTS = {
  api: E2E_PORTS.deployApi,
  subPath: E2E_PORTS.deploySubPath,
  siteRoot: E2E_PORTS.deploySiteRoot,
  /** A hosted module's own origin. */
  module: E2E_PORTS.deployModule,
} as const;

export async function waitUntilAnswering(url: string, process: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url} stopped before answering:\n${log()}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s:\n${log()}`);
}

/** A server left over from an interrupted run would answer in place of the one this test starts. */
export async function expectFree(port: number): Promise<void> {
  const answered = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is taken: stop what listens there (a server left by an earlier run?).`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The reference server on `port` in test mode with a fresh database, its logs kept for the test to read. */
export async function startReferenceServer(port: number, env: Record<string, string>) {
  await expectFree(port);
  const child = spawn(process.execPath, [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      TRELLIS_DB: ':memory:',
      TRELLIS_TEST_MODE: '1',
      TRELLIS_SEED_DEMO: '1',
      TRELLIS_STATIC_DIR: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/healthz`, child, () => output);
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { url, logLines, stop: () => stop(child) };
}

/** The reference server as an API behind the proxy. */
export const startApiServer = (env: Record<string, string>, port: number = DEPLOY_PORTS.api) =>
  startReferenceServer(port, env);

/** `__CSP__`: what `npm run --silent csp -- config.json` prints, as docs/deploying.md tells an operator to run it. */
function policyFor(configJson: string, dist: string): string {
  const csp = spawnSync('npm', ['run', '--silent', 'csp', '--', configJson, '--dist', dist], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (csp.status !== 0) throw new Error(`npm run csp failed: ${csp.stderr}`);
  return csp.stdout.trim();
}

export interface NginxSite {
  port: number;
  /** `/` or `/trellis/`. */
  base: string;
  configJson: object;
}

/**
 * Debian's nginx as a test process (not the system's service) serving a copy of dist/ (a test may take a chunk
 * away) with docs/nginx/trellis.conf, proxying the API to the reference server (see ensureNginx first).
 */
export async function startNginx(site: NginxSite) {
  await expectFree(site.port);
  const dir = mkdtempSync(join(tmpdir(), 'trellis-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user, which must read the site's files.
  chmodSync(dir, 0o755);
  const dist = join(dir, 'dist');
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify(site.configJson));
  const conf = readFileSync(NGINX_CONF, 'utf8')
    .replaceAll('__PORT__', String(site.port))
    .replaceAll('__BASE__', site.base)
    .replaceAll('__DIST__', dist)
    .replaceAll('__CONFIG_JSON__', join(dir, 'config.json'))
    .replaceAll('__API_UPSTREAM__', `http://127.0.0.1:${DEPLOY_PORTS.api}`)
    .replaceAll('__CSP__', policyFor(join(dir, 'config.json'), dist));
  writeFileSync(join(dir, 'trellis.conf'), conf);
  // The minimum around it that a packaged nginx.conf provides: the test's own files, logs and pid.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/trellis.conf;
}
`,
  );
  const child = spawn(
    NGINX_PATH,
    ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${site.port}`;
  await waitUntilAnswering(`${origin}${site.base}config.json`, child, () => output);
  return {
    origin,
    dist,
    stop: async () => {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
