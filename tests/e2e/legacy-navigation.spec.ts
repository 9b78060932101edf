import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { plant } from './support/planted-answers';
import { startSignedIn } from './support/stored-session';

const NAVIGATION_SETTINGS = '/api/atlas/v1/navigation/configuration';
/** The legacy tabs' own code (MUI's Tabs), which only tenants with the tabs load. */
const TABS_CODE = /\/assets\/legacy-tabs-[^/]*\.js$/;

/** The tabs' list, in a navigation landmark of the same name. */
const homeTab = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('tablist', { name: 'Modules' })
    .getByRole('tab', { name: 'Home' });

/** The space between the header and the page's main region: the tabs' row. */
async function tabsRowHeight(page: Page): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  const main = await page.getByRole('main').boundingBox();
  if (!header || !main) throw new Error('The shell has no header or no main region.');
  return main.y - (header.y + header.height);
}

test('the new side navigation does not load the legacy tabs’ code', async ({ page }) => {
  const tabsCode: string[] = [];
  page.on('request', (request) => {
    if (TABS_CODE.test(new URL(request.url()).pathname)) tabsCode.push(request.url());
  });
  await startSignedIn(page, 'admin@acme.test');
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(homeTab(page)).toHaveCount(0);
  expect(tabsCode).toEqual([]);
});

test.describe('a tenant whose navigation settings keep the legacy tabs', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await plant(context, baseURL ?? '', NAVIGATION_SETTINGS, {
      showLegacyNavigation: true,
      newNavigationTenantPreference: false,
      newNavigationPreviewEnabled: false,
    });
  });

  test('sees the tabs, their row kept free while their code comes', async ({ page }) => {
    let releaseTabsCode = () => {};
    const tabsCodeHeld = new Promise<void>((resolve) => {
      releaseTabsCode = resolve;
    });
    const tabsCodeAsked = page.waitForRequest(TABS_CODE);
    await page.route(TABS_CODE, async (route) => {
      await tabsCodeHeld;
      await route.continue();
    });
    await startSignedIn(page, 'admin@acme.test');
    await tabsCodeAsked;
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(homeTab(page)).toHaveCount(0);
    const keptRow = await tabsRowHeight(page);
    expect(keptRow).toBeGreaterThan(0);

    releaseTabsCode();
    await expect(homeTab(page)).toHaveAttribute('aria-selected', 'true');
    expect(await tabsRowHeight(page)).toBe(keptRow);
    await expectNoAxeViolations(page);
  });

  test('a reload asks for the tabs’ code before the navigation settings answer', async ({ page }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expect(homeTab(page)).toBeVisible();

    const tabsCodeAsked = page.waitForRequest(TABS_CODE, { timeout: 10_000 });
    let settingsAnswered = (_tabsCodeAskedFirst: boolean) => {};
    const tabsCodeAskedFirst = new Promise<boolean>((resolve) => {
      settingsAnswered = resolve;
    });
    // Routing also keeps the page's HTTP cache out of the way: the reload asks for the code again.
    await page.route(`**${NAVIGATION_SETTINGS}`, async (route) => {
      settingsAnswered(
        await tabsCodeAsked.then(
          () => true,
          () => false,
        ),
      );
      await route.continue();
    });
    await page.reload();
    expect(await tabsCodeAskedFirst).toBe(true);
    await expect(homeTab(page)).toHaveAttribute('aria-selected', 'true');
  });
});
