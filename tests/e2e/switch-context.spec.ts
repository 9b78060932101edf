import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { plant } from './support/planted-answers';
import { accountButton, expectSignedInShell, openAccountMenu, storedAuth } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

const ACME = '3f2c1e0a-5b7d-4c1e-9a2b-000000000001';
const ACME_SANDBOX = '3f2c1e0a-5b7d-4c1e-9a2b-000000000002';
const HEADQUARTERS = 'b5e0c4d1-0000-4000-8000-000000000001';
const PRIVACY_OFFICE = 'b5e0c4d1-0000-4000-8000-000000000004';
const contextMenu = (page: Page) =>
  page.getByRole('button', { name: /Switch organisation group, organisation or role/ });
const contextPrompt = (page: Page) => page.getByRole('dialog', { name: 'Switch organisation or role' });

async function signInAsAdmin(page: Page) {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
}

/**
 * Moves inside the app as a link would. A full page load (page.goto) could cut short an automatic refresh in flight,
 * whose rotated refresh token would then be lost and the session ended.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const refreshTokenOf = async (page: Page) =>
  (JSON.parse((await storedAuth(page)) ?? '{}') as { refresh_token?: string }).refresh_token;

/** A mark that a full page load wipes out and a navigation inside the app keeps. */
const markThisPageLoad = (page: Page) =>
  page.evaluate(() => sessionStorage.setItem('e2e-mark', String(performance.timeOrigin)));
const isSamePageLoad = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('e2e-mark') === String(performance.timeOrigin));

test('switching organisation asks first, then reloads the page it was on, in the new organisation', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await expect(contextMenu(page)).toHaveText('Acme Corp');
  await expect(contextMenu(page)).toHaveAccessibleName(
    'Organisation: Acme Corp, Headquarters, Site Admin. Switch organisation group, organisation or role',
  );
  await contextMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'Acme Corp' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Headquarters' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Site Admin' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'Privacy Office', exact: true })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectNoAxeViolations(page);

  await menu.getByRole('menuitemradio', { name: 'EMEA' }).click();
  await expect(contextPrompt(page)).toContainText('Please save your work');
  await expectNoAxeViolations(page);
  await markThisPageLoad(page);
  await contextPrompt(page).getByRole('button', { name: 'Continue' }).click();

  // Section 4: an organisation without a role or switch flag reloads the page instead of going to /landing.
  await expect(contextMenu(page)).toHaveText('EMEA');
  await expect(page).toHaveURL(/\/preferences$/);
  expect(await isSamePageLoad(page)).toBe(false);
  expect(JSON.parse((await storedAuth(page)) ?? '{}').tenantGuid).toBe(ACME);
});

test('cancelling an organisation switch keeps the page and the organisation', async ({ page }) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await contextMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'Germany' }).click();
  await contextPrompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(contextPrompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(contextMenu(page)).toHaveText('Acme Corp');
});

test('switching role asks first, then leaves the page for /landing in the new role', async ({ page }) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await markThisPageLoad(page);
  await contextMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'Privacy Officer' }).click();
  await contextPrompt(page).getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(contextMenu(page)).toHaveAccessibleName(/Acme Corp, Headquarters, Privacy Officer\./);
  expect(await isSamePageLoad(page)).toBe(true);

  await contextMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'Site Admin' }).click();
  await contextPrompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(contextMenu(page)).toHaveAccessibleName(/Acme Corp, Headquarters, Site Admin\./);
});

test('switching organisation group leaves the page for /landing in the new group', async ({ page }) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await contextMenu(page).click();
  await page.getByRole('menuitemradio', { name: 'Privacy Office', exact: true }).click();
  await contextPrompt(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(contextMenu(page)).toHaveAccessibleName(/Acme Corp, Privacy Office, Site Admin\./);
});

test('switching tenant asks with SwitchAccounts, and Continue lands in the other tenant', async ({ page }) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Acme Sandbox' }).click();
  const prompt = page.getByRole('dialog', { name: 'Switch accounts' });
  await expect(prompt).toContainText('Please save your work');
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('sandbox Acme Sandbox');
  await expect(page.getByRole('button', { name: /Switch tenant/ })).toHaveText('Acme Sandbox');
  expect(JSON.parse((await storedAuth(page)) ?? '{}').tenantGuid).toBe(ACME_SANDBOX);
  // Acme Sandbox offers the admin one group, one organisation and one role: nothing to switch.
  await expect(contextMenu(page)).toHaveCount(0);
});

test('cancelling the tenant prompt goes to /landing in the same tenant', async ({ page }) => {
  await signInAsAdmin(page);
  await openInApp(page, '/preferences');
  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Acme Sandbox' }).click();
  await page.getByRole('dialog', { name: 'Switch accounts' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  expect(JSON.parse((await storedAuth(page)) ?? '{}').tenantGuid).toBe(ACME);
});

test('the analyst has no tenant switcher', async ({ page }) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  const menu = await openAccountMenu(page, 'analyst@acme.test');
  await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /تبديل المستأجر/ })).toHaveCount(0);
});

const failures = [
  { what: 'a switch the server refuses', status: 400, body: { error: 'invalid_request', error_description: 'No.' } },
  { what: 'a switch the server cannot make now', status: 503, body: undefined },
];

for (const { what, status, body } of failures) {
  test(`${what} keeps the session and the page, and says so`, async ({ page, context, baseURL }) => {
    await signInAsAdmin(page);
    await openInApp(page, '/preferences');
    // The auto refresh renews the new token only as it nears its end, minutes away: the fault meets the switch.
    const before = await refreshTokenOf(page);
    await injectFault(context, baseURL ?? '', {
      method: 'POST',
      path: '/api/access/v1/oauth/token',
      status,
      body,
      times: 1,
    });
    await markThisPageLoad(page);
    await contextMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Privacy Officer' }).click();
    await contextPrompt(page).getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('The switch could not be made.')).toBeVisible();
    await expect(contextPrompt(page)).toBeHidden();
    await expect(page).toHaveURL(/\/preferences$/);
    expect(await isSamePageLoad(page)).toBe(true);
    await expect(contextMenu(page)).toHaveAccessibleName(/Site Admin\./);
    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    expect(await refreshTokenOf(page)).toBe(before);
  });
}

test('long tenant and organisation names are cut on the bar and leave every header control in view', async ({
  page,
  context,
  baseURL,
}) => {
  const long = (name: string) => `${name} ${'International Holdings '.repeat(8)}`.trim();
  // Without the global state, the tenant list comes from its own endpoint (section 8's silent fallback).
  await injectFault(context, baseURL ?? '', { method: 'GET', path: '/api/global-state/v1/init', status: 503 });
  await plant(context, baseURL ?? '', '/api/access/v1/users/current/tenants', [
    { guid: ACME, name: long('Acme Corp'), parentName: null, buyingType: 'STANDARD' },
    { guid: ACME_SANDBOX, name: 'Acme Sandbox', parentName: 'Acme Corp', buyingType: 'SANDBOX' },
  ]);
  await plant(context, baseURL ?? '', '/api/access/v1/users/current/context', {
    orgGroups: [
      { guid: HEADQUARTERS, name: 'Headquarters' },
      { guid: PRIVACY_OFFICE, name: 'Privacy Office' },
    ],
    roles: ['Site Admin', 'Privacy Officer'],
    current: {
      orgGroupGuid: HEADQUARTERS,
      organization: { Id: 'org-acme', Name: long('Acme Corp') },
      role: 'Site Admin',
    },
  });
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const tenantButton = page.getByRole('button', { name: /Switch tenant/ });
  await expect(tenantButton).toHaveAccessibleName(`Tenant: ${long('Acme Corp')}. Switch tenant`);
  for (const control of [tenantButton, contextMenu(page), accountButton(page, 'admin@acme.test')]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expect(contextMenu(page)).toHaveText(long('Acme Corp'));
  for (const label of [tenantButton.getByText(long('Acme Corp')), contextMenu(page).getByText(long('Acme Corp'))]) {
    expect(await label.evaluate((text) => text.scrollWidth > text.clientWidth)).toBe(true);
  }
});

test('the context menu and its prompt in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await startSignedIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: /تبديل مجموعة المؤسسات أو المؤسسة أو الدور/ }).click();
  await expect(page.getByRole('menu')).toContainText('مجموعة المؤسسات');
  await expectNoAxeViolations(page);
  await page.getByRole('menuitemradio', { name: 'Privacy Officer' }).click();
  const prompt = page.getByRole('dialog', { name: 'تبديل المؤسسة أو الدور' });
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'إلغاء' }).click();
  await expect(prompt).toBeHidden();
});
