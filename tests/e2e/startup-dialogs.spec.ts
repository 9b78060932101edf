import type { APIRequestContext, Page, Request } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, expectSignedInShell, logOut, signIn } from './support/session';
import { signInSettled } from './support/settled-sign-in';
import { startSignedIn } from './support/stored-session';

test.use({ startupDialogs: true });
// These tests change what the server remembers of admin@acme.test's answers: one at a time.
test.describe.configure({ mode: 'serial' });

async function authorizationOf(request: APIRequestContext, email: string) {
  const token = await request.post('/api/access/v1/oauth/token', {
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'trellis', scope: 'read' },
  });
  return { Authorization: `Bearer ${(await token.json()).access_token}` };
}

async function saveProductImprovements(
  request: APIRequestContext,
  headers: Record<string, string>,
  { enabled, notification }: { enabled: boolean; notification: boolean },
) {
  await request.put('/api/access/v1/tool-settings/user-preferences', {
    headers,
    data: [
      { toolName: 'ProductImprovements', enabled },
      { toolName: 'ProductImprovementsNotification', enabled: notification },
    ],
  });
}

/** Puts back what the dialogs change for a user, through the API as the user. */
async function freshAnswers(request: APIRequestContext, email: string) {
  const headers = await authorizationOf(request, email);
  await saveProductImprovements(request, headers, { enabled: false, notification: true });
  await request.put('/api/benchmarking/v1/notification', {
    headers,
    data: { messageId: 'BENCHMARKING_LAUNCH', notificationStatus: true, notificationType: 'HOME_PAGE' },
  });
  return headers;
}

/** The dialogs close at once and save behind them: what the server stored is read until it arrives. */
async function storedToolSettings(request: APIRequestContext, headers: Record<string, string>) {
  return (await request.get('/api/access/v1/tool-settings/user-preferences', { headers })).json();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The reads the once-per-sign-in flow makes for the maintenance and benchmarking dialogs, as this page makes them. */
function dialogReadsOf(page: Page) {
  const reads: string[] = [];
  const dialogPaths = ['/api/alert/v1/alerts/maintenance/immediate', '/api/benchmarking/v1/notification/HOME_PAGE'];
  page.on('request', (request) => {
    if (dialogPaths.includes(pathOf(request))) reads.push(pathOf(request));
  });
  return reads;
}

/**
 * Every run of the startup flow (section 4: 250 ms after the first path segment changes) reads the banner alerts
 * again, in the same step in which it decides whether this sign-in still has its dialogs to show.
 */
const bannerReread = (page: Page) =>
  page.waitForResponse((response) => pathOf(response.request()) === '/api/alert/v1/alerts/banner/immediate');

/** The flow's stored marker (section 4): written when a run claims this sign-in for its dialogs. */
const startupMarker = (page: Page) => page.evaluate(() => sessionStorage.getItem('TrellisStartup'));

/** Requests this page has started (to `path` only, when given) and not yet seen answered. */
function inFlightRequestsOf(page: Page, path?: string) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (path === undefined || pathOf(request) === path) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

async function signInAnew(page: Page) {
  await logOut(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'admin@acme.test');
}

test('admin@acme.test sees the three startup dialogs once per sign-in', async ({ page, request }) => {
  const headers = await freshAnswers(request, 'admin@acme.test');
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  // The shell's header is checked once the dialogs are closed: an open modal hides it from the accessibility tree.
  await expect(page).toHaveURL(/\/mfe-host$/);

  const maintenance = dialog(page, 'Scheduled maintenance');
  await expect(maintenance).toBeVisible();
  await expect(maintenance.locator('time')).toHaveCount(2);
  await expect(maintenance.getByRole('link', { name: /system status page/ })).toHaveAttribute(
    'href',
    'https://status.trellis.test',
  );
  await expectNoAxeViolations(page);
  await maintenance.getByRole('button', { name: 'Continue' }).click();

  const benchmarking = dialog(page, 'New: benchmarking');
  await expect(benchmarking).toContainText('Benchmarking is now available');
  await expectNoAxeViolations(page);
  await benchmarking.getByRole('button', { name: 'Remind me later' }).click();

  const improvements = dialog(page, 'Help us improve Trellis');
  await expect(improvements.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  await improvements.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectSignedInShell(page, 'admin@acme.test');

  const laterReads = dialogReadsOf(page);
  const laterRun = bannerReread(page);
  await page.getByRole('link', { name: 'Organisation' }).click();
  await expect(page).toHaveURL(/\/organization$/);
  // The flow ran for /organization and found this sign-in's dialogs done: it asked the server for none.
  await laterRun;
  expect(laterReads).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signInAnew(page);
  await expect(dialog(page, 'Scheduled maintenance')).toBeVisible();
  await dialog(page, 'Scheduled maintenance').getByRole('button', { name: 'Continue' }).click();
  await dialog(page, 'New: benchmarking').getByRole('button', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/reporting\/benchmarking$/);
  // Opting in turned the product-improvements notice off.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => storedToolSettings(request, headers))
    .toEqual(
      expect.arrayContaining([
        { toolName: 'ProductImprovements', enabled: true },
        { toolName: 'ProductImprovementsNotification', enabled: false },
      ]),
    );
});

test('remove guidance turns product improvements and its notice off', async ({ page, request }) => {
  const headers = await freshAnswers(request, 'admin@acme.test');
  await startSignedIn(page, 'admin@acme.test');
  await dialog(page, 'Scheduled maintenance').getByRole('button', { name: 'Continue' }).click();
  await dialog(page, 'New: benchmarking').getByRole('button', { name: 'Do not show again' }).click();
  await dialog(page, 'Help us improve Trellis').getByRole('button', { name: 'Remove guidance' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => storedToolSettings(request, headers))
    .toEqual(
      expect.arrayContaining([
        { toolName: 'ProductImprovements', enabled: false },
        { toolName: 'ProductImprovementsNotification', enabled: false },
      ]),
    );
  await expect
    .poll(async () => (await request.get('/api/benchmarking/v1/notification/HOME_PAGE', { headers })).json())
    .toMatchObject({ notificationStatus: false });
});

test('do-not-show-again on the maintenance dialog is remembered by the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('sso@globex.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const contentRead = page.waitForResponse('**/api/content/v1/attributes/auth');
  await page.getByRole('button', { name: 'Continue as sso@globex.test' }).click();
  const maintenance = dialog(page, 'Scheduled maintenance');
  await expect(maintenance).toBeVisible();
  // Globex has a system-status page (the product's) but no licence content: no more-information link.
  const content = await (await contentRead).json();
  expect(content.attributes).toContainEqual({ Key: 'SystemStatusUrl', Value: 'https://status.trellis.test' });
  expect(content.attributes.map((attribute: { Key: string }) => attribute.Key)).not.toContain('LicenseContent');
  await expect(maintenance.getByRole('link')).toHaveCount(0);
  await maintenance.getByRole('checkbox', { name: 'Do not show again' }).check();
  const acknowledgement = page.waitForResponse('**/api/alert/v1/schedules/*/acknowledge');
  await maintenance.getByRole('button', { name: 'Continue' }).click();
  await expect(maintenance).toBeHidden();
  expect((await acknowledgement).ok()).toBe(true);

  const acknowledged = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}');
    const response = await fetch('/api/alert/v1/alerts/maintenance/immediate', {
      headers: { Authorization: `Bearer ${auth.access_token}` },
    });
    return response.status;
  });
  expect(acknowledged).toBe(204);
});

test('the analyst, without their permissions, sees none of the dialogs', async ({ page }) => {
  const reads = dialogReadsOf(page);
  const bannerReads = inFlightRequestsOf(page, '/api/alert/v1/alerts/banner/immediate');
  // The permissions come with the global state.
  const permissionsRead = page.waitForResponse('**/api/global-state/v1/init');
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  // The flow ran for this sign-in (its marker is written) and decided by the permissions, which have been read.
  await permissionsRead;
  await expect.poll(() => startupMarker(page)).not.toBeNull();
  // The run that wrote the marker re-read the banner in the same step; the dialog reads it would make go out before
  // that answer is back.
  await expect.poll(() => bannerReads.size).toBe(0);
  expect(reads).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the startup dialogs in Arabic are right to left and accessible', async ({ page, request }) => {
  await freshAnswers(request, 'admin@acme.test');
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await startSignedIn(page, 'admin@acme.test');
  for (const [title, button] of [
    ['صيانة مجدولة', 'متابعة'],
    ['جديد: المقارنة المعيارية', 'ذكّرني لاحقًا'],
    ['ساعدنا في تحسين Trellis', 'متابعة'],
  ] as const) {
    const shown = dialog(page, title);
    await expect(shown).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: button }).click();
  }
});

/** What the reference server's Gainsight PX stand-in was called with on this page. */
const analyticsCalls = (page: Page) =>
  page.evaluate(() => (window as { aptrinsicStandIn?: { calls: unknown[][] } }).aptrinsicStandIn?.calls ?? null);

async function callsNamed(page: Page, name: string) {
  await expect.poll(async () => (await analyticsCalls(page))?.some((call) => call[0] === name)).toBe(true);
  return ((await analyticsCalls(page)) ?? []).filter((call) => call[0] === name);
}

test('opting in starts product analytics, which identifies admin@acme.test and tracks the upsell steps', async ({
  page,
  request,
}) => {
  await freshAnswers(request, 'admin@acme.test');
  await startSignedIn(page, 'admin@acme.test');
  await dialog(page, 'Scheduled maintenance').getByRole('button', { name: 'Continue' }).click();
  await dialog(page, 'New: benchmarking').getByRole('button', { name: 'Remind me later' }).click();
  expect(await analyticsCalls(page)).toBeNull();
  await dialog(page, 'Help us improve Trellis').getByRole('button', { name: 'Continue' }).click();

  const [identify] = await callsNamed(page, 'identify');
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(identify).toEqual([
    'identify',
    {
      id: '7a1d9c2e-0000-4000-8000-000000000001',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@acme.test',
      role: 'Site Admin',
      surveys_custom: true,
      guidedTours_custom: true,
      onboardingBot_custom: true,
      timeZone,
      rootOrg: true,
      NewNavigationEnabled: true,
    },
    { id: expect.any(String) },
  ]);
  const tenantGuid = (identify?.[2] as { id: string }).id;
  expect(await callsNamed(page, 'set')).toEqual([['set', 'globalContext', { version: '4.12.0', tenantGuid }]]);
  expect(
    await page.evaluate(() => (window as { aptrinsicStandIn?: { productKey: string } }).aptrinsicStandIn?.productKey),
  ).toBe('AP-TRELLIS-ACME-1');

  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Upgrade your account' }).click();
  expect(await callsNamed(page, 'track')).toEqual([['track', 'Upsell: upgrade opened', {}]]);
});

test('a reload identifies an opted-in user again; logout resets the tag', async ({ page, request }) => {
  const headers = await authorizationOf(request, 'admin@acme.test');
  await saveProductImprovements(request, headers, { enabled: true, notification: false });
  await page.goto('/auth');
  // Settled: the reload below comes with the session stored.
  await signInSettled(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await dialog(page, 'Scheduled maintenance').getByRole('button', { name: 'Continue' }).click();
  await dialog(page, 'New: benchmarking').getByRole('button', { name: 'Remind me later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectSignedInShell(page, 'admin@acme.test');
  await page.reload();
  expect(await callsNamed(page, 'identify')).toHaveLength(1);
  await logOut(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await callsNamed(page, 'reset')).toEqual([['reset']]);
});

test('analytics stays silent for the analyst, who lacks ProductAnalytics', async ({ page, request }) => {
  const headers = await authorizationOf(request, 'analyst@acme.test');
  await saveProductImprovements(request, headers, { enabled: true, notification: false });
  const identityReads: string[] = [];
  page.on('request', (request) => {
    if (pathOf(request) === '/api/access/v1/users/current/organizations') identityReads.push(pathOf(request));
  });
  const inFlight = inFlightRequestsOf(page);
  // What analytics decides by (section 4): the permissions (in the global state), the content settings and the tool
  // settings.
  const decidingReads = [
    '**/api/global-state/v1/init',
    '**/api/content/v1/attributes/auth',
    '**/api/access/v1/tool-settings/user-preferences',
  ].map((url) => page.waitForResponse(url));
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  for (const read of decidingReads) await (await read).finished();
  // Decided: had analytics started, it would now be reading the identity (the user's organisations) and the script.
  await expect.poll(() => inFlight.size).toBe(0);
  expect(identityReads).toEqual([]);
  expect(await analyticsCalls(page)).toBeNull();
  await expect(page.locator('script[src*="gainsight-px"]')).toHaveCount(0);
});
