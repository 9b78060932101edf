import { type BrowserContext, expect, type Page, test } from '@playwright/test';

import type { Fault } from '../../server/test-harness/test-routes.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/shared/api/config.ts';
import { signedInContext } from './support/stored-session';
import { injectFault, scopeContext } from './support/test-server';

/**
 * Issue 16's browser fault matrix: every call the shell makes at start-up and right after sign-in, answered with a
 * 500 or held past the shell's patience. Each time the shell must stay usable and signed in (section 8: these failures
 * fall back silently). Malformed JSON and answers of the wrong shape are judged by each reader's unit tests and
 * `readOr`'s (`src/app/model/server-error-fallbacks.test.ts`): the browser adds nothing to them.
 */

const USER = 'admin@acme.test';
/** A cold start on a busy machine (CI runs every suite at once) takes a while; the checks are about what, not when. */
const SHELL_TIMEOUT_MS = 45_000;
const shellExpect = expect.configure({ timeout: SHELL_TIMEOUT_MS });

test.describe.configure({ timeout: 180_000 });
/** Longer than the shell waits for any answer (REQUEST_TIMEOUT_MS of browser time, moved on by the test's clock). */
const HANG_MS = 60_000;

type Answer = Omit<Fault, 'method' | 'path' | 'scope'>;

const FAULTS: Record<string, Answer> = {
  '500': { status: 500 },
  'a hang': { delayMs: HANG_MS },
};

const DIALOG_CALLS = [
  '/api/alert/v1/alerts/maintenance/immediate',
  '/api/benchmarking/v1/notification/HOME_PAGE',
  '/api/access/v1/tool-settings/user-preferences',
];

interface StartupCall {
  path: string;
  /** The shell waits for this answer before it shows anything (its texts), though never past its request timeout. */
  waitedFor?: boolean;
  /** Faults that make the shell reach this call at all (it is made only in some states). */
  reachedWith?: (Omit<Fault, 'scope'> & { method: string })[];
}

/** Tool settings that turn product analytics on (the customer-success key and the permission are seeded). */
const ANALYTICS_ON = {
  method: 'GET',
  path: '/api/access/v1/tool-settings/user-preferences',
  body: [
    { toolName: 'ProductImprovements', enabled: true },
    { toolName: 'ProductImprovementsNotification', enabled: false },
  ],
};

/** Without the global state, the parts it carries come from their own endpoints (section 8's fallbacks). */
const WITHOUT_GLOBAL_STATE = { method: 'GET', path: '/api/global-state/v1/init', status: 503 };

const STARTUP_CALLS: StartupCall[] = [
  { path: '/api/global-state/v1/init' },
  { path: '/api/access/v1/permissions', reachedWith: [WITHOUT_GLOBAL_STATE] },
  { path: '/api/content/v1/attributes/auth' },
  { path: '/api/content/v1/info/version' },
  { path: '/api/branding/v1/branding', reachedWith: [WITHOUT_GLOBAL_STATE] },
  { path: '/api/branding/v1/resources/groups/login-page', reachedWith: [WITHOUT_GLOBAL_STATE] },
  { path: '/api/atlas/v1/navigation/configuration' },
  { path: '/api/atlas/v1/theme' },
  { path: '/api/alert/v1/alerts/banner/immediate' },
  { path: '/api/alert/v1/alerts/maintenance/immediate' },
  { path: '/api/benchmarking/v1/notification/HOME_PAGE' },
  { path: '/api/access/v1/tool-settings/user-preferences' },
  { path: '/api/access/v1/tenants/current', reachedWith: [WITHOUT_GLOBAL_STATE] },
  { path: '/api/access/v1/users/current/tenants', reachedWith: [WITHOUT_GLOBAL_STATE] },
  { path: '/api/globalization/v2/translations/tenant/en-us', waitedFor: true },
  { path: '/api/globalization/v2/translations/tenant-custom/en-us/home' },
  // The platform's languages are not read at start-up: the account menu reads them when it opens.
  // Organisations are read for the analytics identity, once analytics runs.
  { path: '/api/access/v1/users/current/organizations', reachedWith: [ANALYTICS_ON] },
  // The deployment's runtime configuration: where the API is (every API request waits for it), the analytics script.
  { path: '/config.json', waitedFor: true },
];

async function requestedPaths(page: Page, scope: string): Promise<string[]> {
  const response = await page.request.get(`/__test/requests?scope=${scope}`);
  return ((await response.json()) as { path: string }[]).map((request) => request.path);
}

async function expectUsableShell(page: Page) {
  await shellExpect(page).toHaveURL(/\/mfe-host$/);
  const header = page.getByRole('banner');
  await shellExpect(header).toContainText(USER);
  // Named by the account-menu text, which a failed translation read leaves as its key: found by what it shows.
  await shellExpect(header.getByRole('button').filter({ hasText: USER })).toBeEnabled();
  await shellExpect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await shellExpect(page.getByText(/Unexpected Application Error/i)).toHaveCount(0);
}

async function expectNavigation(page: Page) {
  const home = /^(Home|HomeModuleTitle)$/;
  // The tenant's side navigation (links) or the legacy tabs, whichever the navigation configuration chose.
  const navigation = page.getByRole('navigation');
  await shellExpect(
    navigation.getByRole('link', { name: home }).or(navigation.getByRole('tab', { name: home })),
  ).toBeVisible();
}

async function prepare(context: BrowserContext, baseURL: string, call: StartupCall, answer: Answer) {
  const faulted = new Set([call.path, ...(call.reachedWith ?? []).map((fault) => fault.path)]);
  for (const fault of call.reachedWith ?? []) await injectFault(context, baseURL, fault);
  // The startup dialogs would cover the shell; the one whose call is under test is left to its fault.
  for (const path of DIALOG_CALLS.filter((dialogPath) => !faulted.has(dialogPath))) {
    await injectFault(context, baseURL, { method: 'GET', path, status: 503 });
  }
  await injectFault(context, baseURL, { method: 'GET', path: call.path, ...answer });
}

for (const call of STARTUP_CALLS) {
  test.describe(`GET ${call.path}`, () => {
    for (const [faultName, answer] of Object.entries(FAULTS)) {
      test(`answered with ${faultName}: the shell stays usable and signed in`, async ({ browser, baseURL }) => {
        const context = await signedInContext(browser, baseURL!, USER);
        const scope = await scopeContext(context, baseURL!);
        await prepare(context, baseURL!, call, answer);
        const hangs = Boolean(answer.delayMs);
        if (hangs) await context.clock.install();
        const page = await context.newPage();
        const answered = hangs
          ? null
          : page.waitForResponse((response) => new URL(response.url()).pathname === call.path, {
              timeout: SHELL_TIMEOUT_MS,
            });
        await page.goto('/mfe-host');
        await shellExpect.poll(() => requestedPaths(page, scope)).toContain(call.path);

        if (hangs) {
          // While the call hangs, the shell is there; then the shell stops waiting and falls back.
          if (!call.waitedFor) await expectUsableShell(page);
          await page.clock.fastForward(REQUEST_TIMEOUT_MS);
        } else {
          await answered;
        }
        await expectUsableShell(page);
        await expectNavigation(page);
        expect(await page.evaluate(() => localStorage.getItem('TrellisZenAuth'))).not.toBeNull();
        await context.close();
      });
    }
  });
}
