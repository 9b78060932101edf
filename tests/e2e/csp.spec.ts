import type { BrowserContext, Page } from '@playwright/test';

import { watchCspViolations } from './support/csp-violations';
import { expect, test } from './support/fixtures';
import { runToFirstRenewal } from './support/oidc-renewal';
import { plant, plantStartupDialogs } from './support/planted-answers';
import {
  DEMO_PASSWORD,
  expectSignedInShell,
  logOut,
  openAccountMenu,
  sessionTimersStart,
  signIn,
  storedAuth,
} from './support/session';
import { injectFault, OIDC_AUTHORITY, scopeContext } from './support/test-server';

/**
 * The shell under the production Content-Security-Policy: the main flows run and the browser reports no violation.
 * Each walk ends with one deliberate violation (an inline script), so that "no report" is read only after the
 * reports of the walk had time to arrive: the sentinel's report must then be the only one.
 */
type Witnesses = Awaited<ReturnType<typeof watchCspViolations>>;

const SENTINEL = 'csp-walk-ended';

async function insertInlineScript(page: Page, text: string) {
  await page.evaluate(
    (code) => {
      const script = document.createElement('script');
      script.textContent = code;
      document.head.append(script);
    },
    `window.__inlineScriptRan = ${JSON.stringify(text)};`,
  );
}

async function expectOnlyTheSentinel(page: Page, witnesses: Witnesses, scope: string) {
  await insertInlineScript(page, SENTINEL);
  await expect.poll(async () => (await witnesses.reports(scope)).length).toBeGreaterThan(0);
  await expect.poll(() => witnesses.events.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __inlineScriptRan?: string }).__inlineScriptRan)).toBeUndefined();
  const sentinel = { blockedURI: 'inline', violatedDirective: 'script-src-elem' };
  expect(witnesses.events.map(({ blockedURI, violatedDirective }) => ({ blockedURI, violatedDirective }))).toEqual([
    sentinel,
  ]);
  expect(
    (await witnesses.reports(scope)).map(({ report }) => [report['blocked-uri'], report['violated-directive']]),
  ).toEqual([[sentinel.blockedURI, sentinel.violatedDirective]]);
  expect(witnesses.consoleErrors).toHaveLength(1);
}

/** Startup dialogs stay away and analytics may start, without changing what the server keeps for the user. */
async function quietDialogsWithAnalytics(context: BrowserContext, baseURL: string) {
  for (const path of ['/api/alert/v1/alerts/maintenance/immediate', '/api/benchmarking/v1/notification/HOME_PAGE']) {
    await injectFault(context, baseURL, { method: 'GET', path, status: 503 });
  }
  await plant(context, baseURL, '/api/access/v1/tool-settings/user-preferences', [
    { toolName: 'ProductImprovements', enabled: true },
    { toolName: 'ProductImprovementsNotification', enabled: false },
  ]);
}

test('the witnesses see a refused inline script and a refused string evaluation', async ({
  page,
  context,
  baseURL,
}) => {
  const scope = await scopeContext(context, baseURL ?? '');
  const witnesses = await watchCspViolations(page, baseURL ?? '');
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await insertInlineScript(page, 'injected');
  // A string timer is evaluated by the page itself (Playwright's own evaluation is exempt from the policy).
  await page.evaluate(() => setTimeout('window.__inlineScriptRan = "evaluated"'));
  const refused = ['script-src-elem', 'script-src'];
  await expect.poll(() => witnesses.events.map((event) => event.violatedDirective)).toEqual(refused);
  await expect.poll(() => witnesses.consoleErrors.length).toBe(2);
  await expect
    .poll(async () => (await witnesses.reports(scope)).map(({ report }) => report['violated-directive']))
    .toEqual(refused);
  expect(await page.evaluate(() => (window as { __inlineScriptRan?: string }).__inlineScriptRan)).toBeUndefined();
});

test.describe('with analytics', () => {
  test.use({ startupDialogs: true });

  test('admin@acme.test: sign in, home, organisation, preferences, upgrade and contact sales, 404, sign out', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await quietDialogsWithAnalytics(context, baseURL ?? '');
    const scope = await scopeContext(context, baseURL ?? '');
    const witnesses = await watchCspViolations(page, baseURL ?? '');
    await page.goto('/auth');
    await signIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    // Acme Corp's analytics key and the admin's consent load the analytics script (the stand-in on this origin).
    await expect.poll(() => page.evaluate(() => 'aptrinsicStandIn' in window)).toBe(true);
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();

    const modules = page.getByRole('navigation', { name: 'Modules' });
    await modules.getByRole('link', { name: 'Organisation' }).click();
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
    await modules.getByRole('link', { name: 'Home' }).click();
    await (await openAccountMenu(page, 'admin@acme.test')).getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
    await page
      .getByRole('region', { name: 'My date and time formats' })
      .getByRole('combobox', { name: 'Time format' })
      .click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Upgrade your account' }).click();
    await page.getByRole('dialog', { name: 'Upgrade your account' }).getByRole('button', { name: 'Buy Now' }).click();
    const form = page.getByRole('dialog', { name: 'Contact sales' });
    await form.getByRole('textbox', { name: 'What are you interested in?' }).fill('A strict CSP');
    // The lead goes to the web-to-lead address from content settings (connect-src).
    const lead = page.waitForRequest((request) => request.url().endsWith('/salesforce/web-to-lead'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await lead;
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'Close' }).last().click();

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('link', { name: 'Back to the application' })).toBeVisible();
    await page.goto('/404/clouds');
    await expect(page.getByTestId('drifting-clouds')).toBeAttached();
    await page.goto('/mfe-host');
    await logOut(page, 'admin@acme.test');
    await expect(page).toHaveURL(/\/auth$/);
    await expectOnlyTheSentinel(page, witnesses, scope);
  });
});

test('analyst@acme.test in Arabic, right to left: sign in, upgrade dialog, 404, sign out', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const scope = await scopeContext(context, baseURL ?? '');
  const witnesses = await watchCspViolations(page, baseURL ?? '');
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'عنوان البريد الإلكتروني' }).fill('analyst@acme.test');
  await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'ترقية', exact: true }).click();
  await page.getByRole('menuitem', { name: 'ترقية حسابك' }).click();
  await expect(page.getByRole('dialog', { name: 'ترقية حسابك' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await page.goto('/mfe-host');
  await logOut(page, 'analyst@acme.test', 'تسجيل الخروج');
  await expect(page).toHaveURL(/\/auth$/);
  await expectOnlyTheSentinel(page, witnesses, scope);
});

test.describe('startup dialogs', () => {
  test.use({ startupDialogs: true });

  test('the startup dialogs and the banner bar render under the policy', async ({ page, context, baseURL }) => {
    const scope = await scopeContext(context, baseURL ?? '');
    const witnesses = await watchCspViolations(page, baseURL ?? '');
    await plantStartupDialogs(context, baseURL ?? '');
    await page.goto('/auth');
    await signIn(page, 'admin@acme.test');
    for (const name of ['Scheduled maintenance', 'New: benchmarking', 'Help us improve Trellis']) {
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    await expectOnlyTheSentinel(page, witnesses, scope);
  });
});

test('single sign-on through the SAML stand-in pages', async ({ page, context, baseURL }) => {
  const scope = await scopeContext(context, baseURL ?? '');
  const witnesses = await watchCspViolations(page, baseURL ?? '');
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('sso@globex.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as sso@globex.test' }).click();
  await expectSignedInShell(page, 'sso@globex.test');
  await logOut(page, 'sso@globex.test');
  await expect(page.getByText('sso@globex.test is signed out of single sign-on.')).toBeVisible();
  await expectOnlyTheSentinel(page, witnesses, scope);
});

test('OIDC mode: sign-in at the provider and the silent refresh in a frame of the app', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const scope = await scopeContext(context, baseURL ?? '');
  const witnesses = await watchCspViolations(page, baseURL ?? '');
  await context.clock.install();
  await page.goto('/auth');
  const timersStarted = sessionTimersStart(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: "Sign in with your organisation's identity provider" }).click();
  const popup = await popupOpened;
  const popupWitnesses = await watchCspViolations(popup, baseURL ?? '');
  await popup.locator('input[name="login"]').fill('admin@acme.test');
  await popup.locator('input[name="password"]').fill('any password');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]', { hasText: /continue/i }).click();
  await expectSignedInShell(page, 'admin@acme.test');
  // The popup's way back through the app's callback page breaks no rule either.
  expect(popupWitnesses.events).toEqual([]);
  expect(popupWitnesses.consoleErrors).toEqual([]);
  const accessToken = async () => JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;
  const firstToken = await accessToken();
  const silentRefreshAnswered = page.waitForRequest(
    (request) => request.url().startsWith(`${baseURL}/silent-refresh.html?`) && request.frame() !== page.mainFrame(),
  );
  const silentRefreshSent = page.waitForRequest(
    (request) => request.url().startsWith(`${OIDC_AUTHORITY}/auth?`) && request.url().includes('prompt=none'),
  );
  await timersStarted;
  await runToFirstRenewal(context, silentRefreshSent);
  await silentRefreshAnswered;
  await expect.poll(accessToken).not.toBe(firstToken);
  await expect(page.getByRole('banner')).toContainText('admin@acme.test');
  await expectOnlyTheSentinel(page, witnesses, scope);
});
