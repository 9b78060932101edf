import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';

import { E2E_PORTS } from './ports.ts';

/** The JSON file the test server's TRELLIS_MODULES names (playwright.config.ts); the modules spec writes it. */
export const E2E_MODULES_FILE = 'test-results/playwright/e2e-modules.json';

/** The separately built onboarding module and the failing modules: another origin than the app's. */
export const MODULE_ORIGIN = `http://localhost:${E2E_PORTS.modules}`;
/** The plain-JavaScript module, from a port of its own. */
export const PLAIN_MODULE_ORIGIN = `http://localhost:${E2E_PORTS.plainModule}`;
/** Nothing listens here: a module whose entry fails on the network. */
export const UNREACHABLE_ORIGIN = `http://localhost:${E2E_PORTS.unreachable}`;
/** The module-kit spec's own shell (a reference server of its own) and its modules' origin. */
export const KIT_PORTS = { shell: E2E_PORTS.kitShell, modules: E2E_PORTS.kitModules } as const;

/** The onboarding module as `npm run build:modules` builds it (relative to the repository's root). */
export const ONBOARDING_DIST = 'modules/onboarding/dist';

/** The onboarding module's page for the isolated mode, as `npm run build:modules` builds it (`--mode frame`). */
export const ONBOARDING_FRAME_DIST = 'modules/onboarding/dist-frame';

/** Builds the onboarding module on its own unless its builds are there (npm test's build layer builds it too). */
export function ensureOnboardingBuilt(root = '.'): void {
  if (
    existsSync(join(root, ONBOARDING_DIST, 'entry.js')) &&
    existsSync(join(root, ONBOARDING_FRAME_DIST, 'frame.html'))
  )
    return;
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
  '.html': 'text/html; charset=utf-8',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[extname(file)] ?? 'text/javascript; charset=utf-8';

interface Served {
  /** URL path prefix → directory. */
  directories: Record<string, string>;
  /** Paths that are never answered (a load timeout). */
  hanging?: readonly string[];
  /**
   * Paths that fail (HTTP 503) on a visit's first attempt, and are served (from the file named) when the shell asks
   * again with Retry, which adds `?attempt=N`. Judged by the address, not by a count of requests: a page may ask for
   * an entry twice in one attempt (its preload, then its import), and whether the second joins the first depends on
   * timing (the test failed that way by chance).
   */
  failingFirstAttempt?: Record<string, string>;
}

/** A static server of ES modules for another origin: CORS open, as a CDN serves module scripts. */
export async function serveModules(port: number, served: Served): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (served.hanging?.includes(path)) return;
    response.setHeader('Access-Control-Allow-Origin', '*');
    const onceFile = served.failingFirstAttempt?.[path];
    if (onceFile && !url.searchParams.has('attempt')) {
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
