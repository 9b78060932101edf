import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

import { earlyReadsScript } from './scripts/early-reads-script.ts';
import { moduleSharedLibraries } from './scripts/module-shared-libraries.ts';
import { pageChunkGroups } from './scripts/page-chunks.ts';
import { precompress } from './scripts/precompress.ts';
import { releaseId } from './scripts/release-id.ts';
import { sourceMapsAside } from './scripts/source-maps-aside.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const testSupportDir = fileURLToPath(new URL('./tests/setup', import.meta.url));
/** The shell uses the module SDK as a package (node_modules/@trellis/module-sdk), from its sources. */
const SDK_SOURCE = '@trellis/source';
const apiTarget = `http://localhost:${process.env.PORT ?? '8080'}`;
const release = releaseId();

/** Where visits begin signed out: the sign-in and 404 pages of a first visit. */
const SIGN_IN_PAGE = 'src/pages/sign-in/index.ts';
const SIGNED_OUT_PAGES = [SIGN_IN_PAGE, 'src/pages/not-found/index.ts'];
/** Where visits begin: those, and the shell and home page of a sign-in or a reload. */
const LANDING_PAGES = [...SIGNED_OUT_PAGES, 'src/pages/mfe-host/index.ts', 'src/pages/home/index.ts'];

// zod's jitless setting must run before any schema exists (the CSP forbids eval). In the entry's chunk it would run
// after the shared chunks the entry imports; in zod's own chunk it runs right after zod, before any consumer.
const zodFirst = {
  name: 'zod',
  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]entry[\\/]zod-without-eval/,
};

const app = {
  // Relative addresses: one build serves any path. index.html's <base href> (set by the server in front,
  // docs/deploying.md) tells deep links where the files are.
  base: './',
  plugins: [react(), moduleSharedLibraries(), earlyReadsScript('src/app/entry/early-reads.ts', SIGN_IN_PAGE)],
  // The release error reports carry (src/shared/config/env.ts); its source maps are in dist-sourcemaps/<release>/.
  define: { __TRELLIS_RELEASE__: JSON.stringify(release) },
  resolve: {
    alias: { '@': srcDir, '@test-support': testSupportDir },
    conditions: [SDK_SOURCE, ...defaultClientConditions],
  },
  // Node loads the tests' dependencies itself: not their `module` builds, which only a bundler reads (prom-client
  // requires @opentelemetry/api, whose `module` build imports files without their extensions).
  ssr: { resolve: { conditions: [SDK_SOURCE, ...defaultServerConditions.filter((name) => name !== 'module')] } },
  server: { proxy: { '/api': apiTarget, '/config.json': apiTarget } },
  build: {
    // Built, but moved out of dist/ (source-maps-aside.ts): not served publicly.
    sourcemap: 'hidden',
    // The entry's chunk holds the code every page runs (650 kB minified, 215 kB gzip; see page-chunks.ts). The bench,
    // not this warning, holds the bytes to their budgets.
    chunkSizeWarningLimit: 800,
    // Every browser the build targets preloads modules itself: the polyfill would be one more script on every page.
    modulePreload: { polyfill: false },
    // The silent-refresh and popup-callback pages of the OIDC mode are pages of their own, without the app.
    rollupOptions: {
      input: { main: 'index.html', silentRefresh: 'silent-refresh.html', popupCallback: 'popup-callback.html' },
      output: { codeSplitting: { groups: [zodFirst] } },
    },
  },
} satisfies UserConfig;

const reactRouterFile = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router's package points bundlers at its development files whatever the mode (remix-run/react-router#12532):
 * a build takes its production files, without the development checks and warnings.
 */
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
];

/** A build splits the landing pages' code by what a first build shows they run (see page-chunks.ts). */
async function buildConfig(): Promise<UserConfig> {
  const built = {
    ...app,
    resolve: {
      ...app.resolve,
      alias: [
        ...Object.entries(app.resolve.alias).map(([find, replacement]) => ({ find, replacement })),
        ...productionReactRouter,
      ],
    },
  };
  const groups = [zodFirst, ...(await pageChunkGroups(built, LANDING_PAGES, SIGNED_OUT_PAGES))];
  return {
    ...built,
    plugins: [...app.plugins, sourceMapsAside('dist', release), precompress()],
    build: { ...app.build, rollupOptions: { ...app.build.rollupOptions, output: { codeSplitting: { groups } } } },
  };
}

export default defineConfig(async ({ command }) => ({
  ...(command === 'build' ? await buildConfig() : app),
  test: {
    unstubGlobals: true,
    // Vitest's default for a run is one worker fewer than the cores: one worker on a two-core machine, which left a
    // core idle (measured: 364 s for the unit layer, 275 s with two workers). Threads start faster than processes:
    // 216 s with two threads (docs/decisions.md, "A suite that answers in minutes").
    pool: 'threads',
    maxWorkers: '100%',
    // A test's own waits are short; vitest's default limit of 5 s fails tests of 2 s on a CI machine under load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'modules/sdk/**/*.test.ts'],
          setupFiles: ['tests/setup/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'modules/sdk/**/*.test.tsx'],
          setupFiles: ['tests/setup/unit-setup.ts', 'tests/setup/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'contracts', environment: 'node', include: ['contracts/consumer/**/*.pact.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          environment: 'node',
          include: ['contracts/provider/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
