import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';
import { E2E_MODULES_FILE } from './tests/e2e/support/module-origins.ts';
import { E2E_PORTS } from './tests/e2e/support/ports.ts';

const { app: port, oidc: oidcPort } = E2E_PORTS;
export const baseURL = `http://localhost:${port}`;
const oidcAuthority = `http://localhost:${oidcPort}`;

/**
 * The long journeys, which hold a property over simulated hours, many tabs, every fault, or a deployment behind nginx:
 * `npm run test:journeys`, which `.ci/run` runs after `npm test` (docs/decisions.md, "A suite that answers in minutes").
 */
const JOURNEYS = [
  'hours-of-use',
  'many-tabs',
  'wrong-clock',
  'fault-matrix',
  'deploy',
  'production-image',
  'module-kit',
  'rejected-token-runs',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at each start: the journeys must not wipe npm test's reports beside it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry, everywhere: a test that passes only at its retry is named as flaky by npm test's summary, and more
  // than one such test fails the run (scripts/test-suite/budgets.ts).
  retries: 1,
  workers: 2,
  // Two cores run two browsers, the server and axe scans of whole MUI screens: a long walk needs more than 30 s.
  timeout: 60_000,
  // An assertion waits for what it depends on, up to 10 s: on two loaded cores a hosted module's first load (the
  // shared libraries, then its entry) took over 5 s, Playwright's default, in a run where nothing was wrong.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/reports/e2e.json' }],
  ],
  projects: [
    { name: 'e2e', testIgnore: JOURNEYS },
    { name: 'journeys', testMatch: JOURNEYS },
  ],
  use: {
    baseURL,
    // Recording every action slows each test by a third; the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // A certified OpenID provider, for the OIDC mode.
      command: 'node tests/oidc-provider/start-oidc-provider.ts',
      url: `${oidcAuthority}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), APP_ORIGIN: baseURL },
    },
    {
      // A fresh in-memory database per run, the built app on the same origin, fault injection on, OIDC sign-in on.
      command: 'node server/src/main.ts',
      url: `${baseURL}/api/content/v1/info/version`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        TRELLIS_DB: ':memory:',
        TRELLIS_TEST_MODE: '1',
        TRELLIS_SEED_DEMO: '1',
        TRELLIS_OIDC_AUTHORITY: oidcAuthority,
        // The hosted modules of tests/e2e/hosted-modules.spec.ts, read per request: written by that spec.
        TRELLIS_MODULES: E2E_MODULES_FILE,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
