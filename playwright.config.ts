import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/ensure-chromium.ts';
import { E2E_MODULES_FILE } from './tests/e2e/support/module-origins.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8282);
const oidcAuthority = `http://localhost:${oidcPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two cores run two browsers, the server and axe scans of whole MUI screens: a long walk needs more than 30 s.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
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
