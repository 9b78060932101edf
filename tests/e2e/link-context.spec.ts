import type { Page } from '@playwright/test';

import { TENANTS } from '../../server/seed/demo-ids.ts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, signIn } from './support/session';
import { startSignedIn } from './support/stored-session';

const GLOBEX_GREEN = 'rgb(11, 110, 79)';
const ACME_RED = 'rgb(179, 38, 30)';
/** A link into the platform naming Globex by its guid (section 2: `context` and `contextVersion`). */
const globexLink = (path: string) => `${path}?context=${TENANTS.globex}&contextVersion=1`;

const appBarColour = (page: Page) =>
  page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);

const tenantInToken = (page: Page) =>
  page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}') as { access_token?: string };
    const payload = (auth.access_token ?? '..').split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')) || '{}') as { tenantGuid?: string })
      .tenantGuid;
  });

const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a signed-out admin follows a Globex link, signs in and lands in Globex, with a clean URL', async ({ page }) => {
  await page.goto(globexLink('/organization'));
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'admin@acme.test');

  // Section 4: a tenant switch goes to /landing, which opens the module host.
  await expectSignedInShell(page, 'admin@acme.test');
  expect(new URL(page.url()).search).toBe('');
  await expect(page).toHaveTitle('Globex Privacy');
  await expect.poll(() => appBarColour(page)).toBe(GLOBEX_GREEN);
  expect(await tenantInToken(page)).toBe(TENANTS.globex);
  await expect(page.getByRole('button', { name: /Tenant: Globex/ })).toBeVisible();
  await expect(notice(page, /tenant/)).toHaveCount(0);
});

test('a signed-in admin follows a Globex link and is switched to Globex', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect.poll(() => appBarColour(page)).toBe(ACME_RED);

  const switched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('tenant_id') !== null);
  await page.goto(globexLink('/organization'));
  expect(new URL((await switched).url()).searchParams.get('tenant_id')).toBe(TENANTS.globex);
  await expectSignedInShell(page, 'admin@acme.test');
  expect(new URL(page.url()).search).toBe('');
  await expect(page).toHaveTitle('Globex Privacy');
  await expect.poll(() => appBarColour(page)).toBe(GLOBEX_GREEN);
  expect(await tenantInToken(page)).toBe(TENANTS.globex);
});

test('a link missing its context version is dropped, and the admin is told so', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.goto(`/organization?context=${TENANTS.globex}`);
  const toast = notice(page, "The link's tenant was not opened");
  await expect(toast).toBeVisible();
  // Section 9: toasts are 34rem wide (16px root).
  expect(await toast.evaluate((element) => element.getBoundingClientRect().width)).toBeCloseTo(34 * 16, 0);
  await expect(page).toHaveURL(/\/organization$/);
  expect(await tenantInToken(page)).toBe(TENANTS.acmeCorp);
  await expectNoAxeViolations(page);
});

test('the analyst, not a Globex user, stays in Acme on the page of the link, told so in Arabic', async ({ page }) => {
  const lookup = page.waitForResponse('**/api/access/v1/tenants/context?**');
  await page.goto(globexLink('/organization'));
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'analyst@acme.test');

  expect((await lookup).status()).toBe(404);
  await expect(page).toHaveURL(/\/organization$/);
  await expect(notice(page, 'لم يتم فتح المستأجر الخاص بالرابط')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await tenantInToken(page)).toBe(TENANTS.acmeCorp);
  await expect.poll(() => appBarColour(page)).toBe(ACME_RED);
  await expectNoAxeViolations(page);
});
