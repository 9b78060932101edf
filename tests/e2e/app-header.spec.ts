import type { BrowserContext, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { accountButton, expectSignedInShell, openAccountMenu } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

const ADMIN = 'admin@acme.test';
const ANALYST = 'analyst@acme.test';

/** The letter drawn in a seeded logo (an SVG data URL with one letter). */
const letterOf = (dataUrl: string | null) => {
  const svg = dataUrl?.startsWith('data:image/svg+xml;base64,') ? atob(dataUrl.split(',')[1] ?? '') : '';
  return /<text[^>]*>(\w)<\/text>/.exec(svg)?.[1] ?? null;
};

const acmeBranding = {
  loginLogoData: null,
  logoData: null,
  primaryColor: '#B3261E',
  secondaryColor: '#3B1F1D',
  tertiaryColor: '#FFFFFF',
  pageTitle: 'Acme Trust Center',
  inheritedFrom: null,
  inherited: false,
};

async function signInAs(page: Page, email: string) {
  await startSignedIn(page, email);
  await expect(page).toHaveURL(/\/mfe-host$/);
}

/** The branding then comes from its own endpoint, where the test plants it (section 8's fallback). */
const withoutGlobalState = (context: BrowserContext, baseURL: string) =>
  injectFault(context, baseURL, { method: 'GET', path: '/api/global-state/v1/init', status: 503 });

test.describe('the tenant logo in the header', () => {
  test("shows the tenant's logo, named by its page title, leading home", async ({ page }) => {
    await signInAs(page, ADMIN);
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('img', { name: 'Acme Trust Center' });
    await expect(logo).toBeVisible();
    expect(letterOf(await logo.getAttribute('src'))).toBe('A');
    await expect(banner).not.toContainText('Trellis');

    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Organisation' }).click();
    await expect(page).toHaveURL(/\/organization$/);
    await banner.getByRole('link', { name: 'Acme Trust Center' }).click();
    await expect(page).toHaveURL(/\/mfe-host$/);
  });

  test('falls back to the product name when the tenant has no logo', async ({ page, context, baseURL }) => {
    await withoutGlobalState(context, baseURL ?? '');
    await injectFault(context, baseURL ?? '', { method: 'GET', path: '/api/branding/v1/branding', body: acmeBranding });
    await signInAs(page, ADMIN);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Trellis' })).toBeVisible();
    await expect(banner.getByRole('img')).toHaveCount(0);
  });

  test('never loads a logo address the sanitiser refuses', async ({ page, context, baseURL }) => {
    await withoutGlobalState(context, baseURL ?? '');
    await injectFault(context, baseURL ?? '', {
      method: 'GET',
      path: '/api/branding/v1/branding',
      body: { ...acmeBranding, logoData: 'javascript:alert(document.domain)' },
    });
    await signInAs(page, ADMIN);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Trellis' })).toBeVisible();
    await expect(banner.locator('img')).toHaveCount(0);
  });
});

test.describe('the login logo of the 404 page (section 2)', () => {
  const contentLogo = `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="8" y="44">C</text></svg>',
  ).toString('base64')}`;
  const storedLogo = `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text x="8" y="44">S</text></svg>',
  ).toString('base64')}`;
  const logo = (page: Page) => page.getByRole('img', { name: 'Organisation logo' });

  test('takes the content settings after branding and stored brand data, then the default', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/404');
    await expect(logo(page)).toHaveAttribute('src', '/favicon.svg');

    await injectFault(context, baseURL ?? '', {
      method: 'GET',
      path: '/api/content/v1/attributes',
      body: { attributes: [{ Key: 'LoginLogo', Value: contentLogo }] },
    });
    await page.reload();
    await expect(logo(page)).toHaveAttribute('src', contentLogo);
    await expectNoAxeViolations(page);

    await page.evaluate(
      (data) => localStorage.setItem('TrellisZenBrands', JSON.stringify({ tenantGuid: 't', loginLogoData: data })),
      storedLogo,
    );
    await page.reload();
    await expect(logo(page)).toHaveAttribute('src', storedLogo);
  });

  test("signed in, the tenant's branding comes first", async ({ page, context, baseURL }) => {
    await injectFault(context, baseURL ?? '', {
      method: 'GET',
      path: '/api/content/v1/attributes/auth',
      body: { attributes: [{ Key: 'LoginLogo', Value: contentLogo }] },
    });
    await signInAs(page, ADMIN);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect.poll(async () => letterOf(await logo(page).getAttribute('src'))).toBe('A');
  });
});

test.describe('the account menu', () => {
  test('is the one place for who is signed in, language, theme, preferences and log out', async ({ page }) => {
    await signInAs(page, ADMIN);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    const button = accountButton(page, ADMIN);
    await expect(button).toHaveAccessibleName('Account: Ada Admin, admin@acme.test');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    const menu = await openAccountMenu(page, ADMIN);
    await expect(menu).toHaveAccessibleName('Account');
    // Above the menu, in the same popup: who is signed in.
    const popup = page.getByRole('dialog', { name: 'Account' });
    await expect(popup.getByText('Ada Admin', { exact: true })).toBeVisible();
    await expect(popup.getByText(ADMIN, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      /^Language\s*English$/,
      /^Theme\s*Default$/,
      'Preferences',
      'Log out',
    ]);
    await expect(menu.getByRole('menuitem', { name: /^Language/ })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await openAccountMenu(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();

    await openAccountMenu(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('changes language and theme from the keyboard, in LTR and RTL', async ({ page }) => {
    await signInAs(page, ADMIN);
    await openAccountMenu(page, ADMIN);
    await page.keyboard.press('Enter');
    const languages = page.getByRole('menu', { name: 'Language' });
    await expect(languages.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(languages.getByRole('menuitemradio')).toHaveText([
      'English',
      'Deutsch',
      'Français',
      'العربية',
      'עברית',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('menuitem', { name: 'Back' }).click();
    await expect(page.getByRole('menuitem', { name: /^Language/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^Theme/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const themes = page.getByRole('menu', { name: 'Theme' });
    await expect(themes.getByRole('menuitemradio', { name: 'Default' })).toBeFocused();
    await expectNoAxeViolations(page);
    await themes.getByRole('menuitemradio', { name: 'Preview, dark' }).click();
    await expect(themes).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TrellisAppTheme'))).toBe('"preview-dark"');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(18, 18, 18)');

    await openAccountMenu(page, ADMIN);
    await page.getByRole('menuitem', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(accountButton(page, ADMIN)).toHaveAccessibleName('الحساب: Ada Admin، admin@acme.test');
    const menu = await openAccountMenu(page, ADMIN);
    await expect(menu.getByRole('menuitem')).toHaveText([/^اللغة/, /^السمة/, 'التفضيلات', 'تسجيل الخروج']);
    // Right to left, the menu opens from the button's left edge, which sits near the window's left.
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0) / 2).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
    await expectNoAxeViolations(page);
    await page.getByRole('menuitem', { name: /^اللغة/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);
  });

  test("the analyst's menu, in Arabic from the profile", async ({ page }) => {
    await startSignedIn(page, ANALYST);
    await expect(page).toHaveURL(/\/mfe-host$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const menu = await openAccountMenu(page, ANALYST);
    await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('recently visited', () => {
  test('lists the pages by their titles, with an optional date filter', async ({ page }) => {
    await signInAs(page, ADMIN);
    await expectSignedInShell(page, ADMIN);
    const navigation = page.getByRole('navigation', { name: 'Modules' });
    await navigation.getByRole('link', { name: 'Organisation' }).click();
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
    await navigation.getByRole('link', { name: 'Benchmarking' }).click();
    await expect(page).toHaveURL(/\/reporting\/benchmarking$/);
    await navigation.getByRole('link', { name: 'Home' }).click();

    const recent = page.getByRole('main').getByRole('list');
    await expect(recent.getByRole('link', { name: 'Organisation' })).toHaveAttribute('href', '/organization');
    await expect(recent.getByRole('link', { name: 'Benchmarking' })).toHaveAttribute('href', '/reporting/benchmarking');
    await expect(recent).not.toContainText('/organization');

    for (const name of ['Visited from', 'Visited until']) {
      const box = page.getByRole('textbox', { name });
      await expect(box).not.toHaveAttribute('required');
      await expect(page.locator('label', { has: page.getByText(name, { exact: true }) })).not.toContainText('*');
      await box.focus();
      await box.blur();
      await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expectNoAxeViolations(page);
  });

  test('in Arabic, with the titles translated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
    await startSignedIn(page, ANALYST);
    await expect(page).toHaveURL(/\/mfe-host$/);
    const navigation = page.getByRole('navigation', { name: 'الوحدات' });
    await navigation.getByRole('link', { name: 'المؤسسة' }).click();
    await expect(page).toHaveURL(/\/organization$/);
    await navigation.getByRole('link', { name: 'الرئيسية' }).click();
    const recent = page.getByRole('main').getByRole('list');
    await expect(recent.getByRole('link', { name: 'المؤسسة' })).toHaveAttribute('href', '/organization');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page);
  });
});
