import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, openAccountMenu } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

const ACME_RED = 'rgb(179, 38, 30)';
const GLOBEX_GREEN = 'rgb(11, 110, 79)';

const appBarColour = (page: Page) =>
  page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);

/** The letter drawn in the tab's icon (the seeded favicons are SVG data URLs with one letter). */
const faviconLetter = (page: Page) =>
  page.evaluate(() => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
    const svg = href.startsWith('data:image/svg+xml;base64,') ? atob(href.split(',')[1] ?? '') : '';
    return /<text[^>]*>(\w)<\/text>/.exec(svg)?.[1] ?? null;
  });

test("the shell wears the tenant's branding, and another tenant's after a switch", async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(page).toHaveTitle('Acme Trust Center');
  await expect.poll(() => appBarColour(page)).toBe(ACME_RED);
  await expect.poll(() => faviconLetter(page)).toBe('A');

  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Globex' }).click();
  await page.getByRole('dialog', { name: 'Switch accounts' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('Globex Privacy');
  await expect.poll(() => appBarColour(page)).toBe(GLOBEX_GREEN);
  await expect.poll(() => faviconLetter(page)).toBe('G');
});

/**
 * What a signed-in page reads as it starts, and the bench's return visit once listed as coming before the header:
 * the header paints from stored data while every one of them is still under way.
 */
const START_READS = [
  '/api/global-state/v1/init',
  '/api/branding/v1/branding',
  '/api/atlas/v1/theme',
  '/api/content/v1/attributes/auth',
  '/api/access/v1/tool-settings/user-preferences',
];
/**
 * The startup dialogs' reads, slow from the start: no dialog covers the shell, and none answers before the header (the
 * fixture's 503, which quiets them in other tests, answers at once).
 */
const DIALOG_READS = [
  '/api/alert/v1/alerts/maintenance/immediate',
  '/api/benchmarking/v1/notification/HOME_PAGE',
  '/api/access/v1/tool-settings/user-preferences',
];

test.describe('a reload of a signed-in page', () => {
  test.use({ startupDialogs: true });

  test('paints the branded shell before its start-up reads answer', async ({ page, context, baseURL }) => {
    const slow = (path: string) => injectFault(context, baseURL ?? '', { method: 'GET', path, delayMs: 20_000 });
    for (const path of DIALOG_READS) await slow(path);
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await expect.poll(() => appBarColour(page)).toBe(ACME_RED);

    // Every time, not once: a read the page makes twice must not answer the second time before the header paints.
    for (const path of START_READS.filter((read) => !DIALOG_READS.includes(read))) await slow(path);
    const answered: string[] = [];
    page.on('requestfinished', (request) => answered.push(new URL(request.url()).pathname));
    await page.reload();

    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    await expect(page).toHaveTitle('Acme Trust Center');
    expect(await appBarColour(page)).toBe(ACME_RED);
    expect(answered.filter((path) => START_READS.includes(path))).toEqual([]);
  });
});

test('the analyst reads the shell in Arabic, right to left, with the navigation on the right', async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    (await openAccountMenu(page, 'analyst@acme.test')).getByRole('menuitem', { name: 'تسجيل الخروج' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const navigation = page.getByRole('navigation').first();
  const box = await navigation.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeGreaterThan(width / 2);
  await testInfo.attach('shell-rtl.png', { body: await page.screenshot(), contentType: 'image/png' });
  await expectNoAxeViolations(page);
});

for (const theme of ['default', 'preview-dark']) {
  test(`the signed-in shell has no axe violation in LTR and RTL (${theme})`, async ({ page }) => {
    await page.addInitScript((name) => localStorage.setItem('TrellisAppTheme', JSON.stringify(name)), theme);
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await expectNoAxeViolations(page);
    const menu = await openAccountMenu(page, 'admin@acme.test');
    await menu.getByRole('menuitem', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
}
