import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, openAccountMenu, storedAuth } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

const ACME = '3f2c1e0a-5b7d-4c1e-9a2b-000000000001';
const ADMIN = '7a1d9c2e-0000-4000-8000-000000000001';
const UNREADABLE_FORMATS = [
  { key: 'dateFormat', value: 'DDD-MM-YYYY' },
  { key: 'timeFormat', value: 'constructor' },
];

const accessTokenOf = async (page: Page) =>
  (JSON.parse((await storedAuth(page)) ?? '{}') as { access_token: string }).access_token;

/** What the server answers this signed-in user for `path`, to plant a changed copy of it. */
async function currentAnswer(page: Page, path: string) {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A page that throws while it renders: the home module writes each visit's time with `Date#toISOString`, made to
 * throw in this tab only (a reload brings the real one back).
 */
/** Away from the home page first: going back to it renders it again, with the dates broken. */
async function openTheOrganisationPage(page: Page) {
  await page.getByRole('link', { name: 'Organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
}

async function breakTheHomePage(page: Page) {
  await page.evaluate(() => {
    const real = Date.prototype.toISOString;
    Object.assign(window, { restoreToISOString: () => (Date.prototype.toISOString = real) });
    Date.prototype.toISOString = () => {
      throw new RangeError('Invalid time value');
    };
  });
}

/** Once the error screen shows: axe needs the real one. */
async function mendTheDates(page: Page) {
  await page.evaluate(() => (window as unknown as { restoreToISOString: () => void }).restoreToISOString());
}

async function expectNoReactRouterErrorPage(page: Page) {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText('RangeError')).toHaveCount(0);
  await expect(page.getByText(/at \S+ \(.*:\d+:\d+\)/)).toHaveCount(0);
}

test.describe('unreadable stored values never break the shell', () => {
  test('date and time formats from an old release, in global state and in the preferences reads', async ({
    page,
    context,
    baseURL,
  }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    const init = await currentAnswer(page, '/api/global-state/v1/init');
    const plant = (method: string, path: string, body: unknown) =>
      injectFault(context, baseURL ?? '', { method, path, body });
    await plant('GET', '/api/global-state/v1/init', { ...init, settings: UNREADABLE_FORMATS });
    await plant('GET', '/api/globalization/v1/ui-settings', { key: 'timeFormat', value: '__proto__' });
    await plant('POST', `/api/globalization/v1/ui-settings/user/${ADMIN}/preferences`, [
      { key: 'dateFormat', value: 'toString' },
      { key: 'timeFormat', value: 'constructor' },
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Workspace', level: 1 })).toBeVisible();
    // Shown in the defaults: MM/DD/YYYY and 12 hours.
    await expect(page.getByRole('list').locator('time').first()).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
    );
    await (await openAccountMenu(page, 'admin@acme.test')).getByRole('menuitem', { name: 'Preferences' }).click();
    // The page's code and reads take seconds on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible({ timeout: 15_000 });
    const user = page.getByRole('region', { name: 'My date and time formats' });
    await expect(user.getByRole('combobox', { name: 'Date format' })).toHaveText('MM/DD/YYYY (default)');
    await expect(user.getByRole('combobox', { name: 'Time format' })).toHaveText('12 hours (03:07 PM)');
    const organization = page.getByRole('region', { name: "Organisation's default date and time formats" });
    await expect(organization.getByRole('combobox', { name: 'Time format' })).toHaveText('12 hours (03:07 PM)');
    await expectNoReactRouterErrorPage(page);
  });

  test('a corrupted brand colour, theme and global state in storage', async ({ page, context, baseURL }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    const corruptions = {
      'wrong types': {
        TrellisZenBrands: JSON.stringify({ tenantGuid: ACME, primaryColor: 'not-a-colour', secondaryColor: 42 }),
        TrellisAppTheme: JSON.stringify({ theme: 'dark' }),
        TrellisGlobalState: JSON.stringify({
          owner: `${ADMIN}:${ACME}`,
          state: { settings: UNREADABLE_FORMATS, permissions: 'all', languages: 7 },
        }),
      },
      'corrupted JSON': {
        TrellisZenBrands: '{"tenantGuid":"',
        TrellisAppTheme: '"preview',
        TrellisGlobalState: '{"owner":',
      },
    };
    for (const [kind, values] of Object.entries(corruptions)) {
      await test.step(kind, async () => {
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, values);
        // The stored values are the first paint: the fresh ones are held back until it is done.
        for (const path of ['/api/global-state/v1/init', '/api/branding/v1/branding']) {
          await injectFault(context, baseURL ?? '', { method: 'GET', path, delayMs: 3000, times: 1 });
        }
        await page.reload();
        await expect(page.getByRole('banner')).toContainText('admin@acme.test');
        await expect(page.getByRole('heading', { name: 'Workspace', level: 1 })).toBeVisible();
        await expectNoReactRouterErrorPage(page);
      });
    }
  });

  test('logo and favicon addresses that are not images', async ({ page, context, baseURL }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    const branding = await currentAnswer(page, '/api/branding/v1/branding');
    const init = await currentAnswer(page, '/api/global-state/v1/init');
    const plant = (path: string, body: unknown) => injectFault(context, baseURL ?? '', { method: 'GET', path, body });
    const hostileBranding = {
      ...branding,
      loginLogoData: 'javascript:alert(document.domain)',
      logoData: 'java\tscript:alert(1)',
    };
    const hostileResources = [
      { resourceName: 'Favicon', favicon: 'javascript:alert(2)', tabTitle: 'Acme' },
      { resourceName: 'LoginLogo', data: 'javascript:alert(3)' },
    ];
    // The global state brings them; their own endpoints answer when it cannot.
    await plant('/api/global-state/v1/init', { ...init, branding: hostileBranding, resources: hostileResources });
    await plant('/api/branding/v1/branding', hostileBranding);
    await plant('/api/branding/v1/resources/groups/login-page', hostileResources);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    await page.goto('/404');
    await expect(page.getByRole('img', { name: 'Organisation logo' })).toHaveAttribute('src', '/favicon.svg');
    await expect(page).toHaveTitle('Acme');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('[src*="script:" i], [href*="script:" i]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('the error screen', () => {
  test('a page that throws shows the error screen inside the shell; Reload brings the page back', async ({ page }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await openTheOrganisationPage(page);
    await breakTheHomePage(page);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
    await expect(main).toContainText('This page could not be shown.');
    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    await expectNoReactRouterErrorPage(page);
    await mendTheDates(page);
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Workspace', level: 1 })).toBeVisible();
    await expect(page.getByRole('list').locator('time').first()).toBeVisible();
  });

  test('Log out on the error screen ends the session', async ({ page }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await openTheOrganisationPage(page);
    await breakTheHomePage(page);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    await main.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
  });

  test('right to left, in Arabic, with no axe violation', async ({ page }) => {
    await startSignedIn(page, 'analyst@acme.test');
    await expect(page).toHaveURL(/\/mfe-host$/);
    const modules = page.getByRole('navigation', { name: 'الوحدات' });
    await modules.getByRole('link', { name: 'المؤسسة' }).click();
    await expect(page.getByRole('heading', { name: 'المؤسسة', level: 1 })).toBeVisible();
    await breakTheHomePage(page);
    await modules.getByRole('link', { name: 'الرئيسية' }).click();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'حدث خطأ ما', level: 1 })).toBeVisible();
    await expect(main.getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoReactRouterErrorPage(page);
    await mendTheDates(page);
    await expectNoAxeViolations(page);
  });
});
