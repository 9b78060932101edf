import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';

/** The JSON file the test server's TRELLIS_MODULES names (playwright.config.ts); the modules spec writes it. */
export const E2E_MODULES_FILE = 'test-results/e2e-modules.json';

const appPort = Number(process.env.E2E_PORT ?? 8181);
/** The separately built onboarding module and the failing modules: another origin than the app's. */
export const MODULE_ORIGIN = `http://localhost:${appPort + 2}`;
/** The plain-JavaScript module, from a port of its own. */
export const PLAIN_MODULE_ORIGIN = `http://localhost:${appPort + 3}`;
/** Nothing listens here: a module whose entry fails on the network. */
export const UNREACHABLE_ORIGIN = `http://localhost:${appPort + 9}`;
/** The module-kit spec's own shell (a reference server of its own) and its modules' origin. */
export const KIT_PORTS = { shell: appPort + 10, modules: appPort + 11 } as const;

/** The onboarding module as `npm run build:modules` builds it (relative to the repository's root). */
export const ONBOARDING_DIST = 'modules/onboarding/dist';

/** Builds the onboarding module on its own unless its entry is there (npm test's build layer builds it too). */
export function ensureOnboardingBuilt(root = '.'): void {
  if (existsSync(join(root, ONBOARDING_DIST, 'entry.js'))) return;
  const build = spawnSync('npm', ['run', '--silent', 'build:modules'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The onboarding module did not build: ${build.stderr}`);
}

/** The built entry's integrity (`sha384-…`), as docs/modules.md tells a team to name it. */
export const onboardingIntegrity = (root = '.') =>
  `sha384-${createHash('sha384')
    .update(readFileSync(join(root, ONBOARDING_DIST, 'entry.js')))
    .digest('base64')}`;

/** The onboarding module's manifest entry, its files served from `origin` under /onboarding/ (ONBOARDING_DIST). */
export const onboardingModule = (origin: string) => ({
  id: 'onboarding',
  path: '/onboarding',
  entry: `${origin}/onboarding/entry.js`,
  title: { 'en-us': 'Onboarding', de: 'Onboarding', fr: 'Intégration', ar: 'الإعداد', he: 'הטמעה' },
  navigation: { order: 3 },
});

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[extname(file)] ?? 'text/javascript; charset=utf-8';

interface Served {
  /** URL path prefix → directory. */
  directories: Record<string, string>;
  /** Paths that are never answered (a load timeout). */
  hanging?: readonly string[];
  /** Paths that fail (HTTP 503) the first time they are asked for, then are served (Retry). */
  failingOnce?: Record<string, string>;
}

/** A static server of ES modules for another origin: CORS open, as a CDN serves module scripts. */
export async function serveModules(port: number, served: Served): Promise<Server> {
  const failed = new Set<string>();
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (served.hanging?.includes(path)) return;
    response.setHeader('Access-Control-Allow-Origin', '*');
    const onceFile = served.failingOnce?.[path];
    if (onceFile && !failed.has(path)) {
      failed.add(path);
      response.writeHead(503).end();
      return;
    }
    const prefix = Object.keys(served.directories).find((candidate) => path.startsWith(candidate));
    const file =
      onceFile ?? (prefix !== undefined ? join(served.directories[prefix] ?? '', path.slice(prefix.length)) : null);
    if (!file || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypeOf(file), 'Cache-Control': 'no-store' });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return server;
}

export async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
