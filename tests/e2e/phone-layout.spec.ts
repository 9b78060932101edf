import type { Browser, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, logOut, openAccountMenu, signIn } from './support/session';
import { signedInContext } from './support/stored-session';
import { quietStartupDialogs } from './support/test-server';

// Issue 29: a phone (320 and 375 px wide) and a tablet (768 px) get the navigation in a drawer, a header that fits and
// pages that reflow (WCAG 1.4.10 at 320 px; 2.5.8 targets of 24 × 24 px).
type Screen = { width: number; height: number };
const SCREENS: Screen[] = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
];
const MIN_MAIN_WIDTH = 280;
const MIN_TARGET = 24;

/** The page never scrolls sideways, and the page's own content keeps room to read. */
async function expectReflow(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
  // Read by element: an open menu or dialog hides the page's landmarks from assistive technology.
  const main = await page.locator('main').boundingBox();
  expect(main?.width ?? 0).toBeGreaterThanOrEqual(MIN_MAIN_WIDTH);
}

/** Every button and link of the header is on screen and at least 24 × 24 px. */
async function expectHeaderTargets(page: Page) {
  const targets = page.getByRole('banner').locator('button, a');
  const viewport = page.viewportSize()!;
  for (const target of await targets.all()) {
    const box = (await target.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

/** A page of a stored session (no sign-in page in front) on a screen of this size, without startup dialogs. */
async function openSignedIn(
  { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
  { email, screen, path, language }: { email: string; screen: Screen; path: string; language?: string },
) {
  const context = await signedInContext(browser, baseURL!, email);
  await quietStartupDialogs(context, baseURL!);
  if (language) {
    await context.addInitScript(
      (chosen) => localStorage.setItem('TrellisLanguageSelected', JSON.stringify(chosen)),
      language,
    );
  }
  const page = await context.newPage();
  await page.setViewportSize(screen);
  await page.goto(path);
  return { context, page };
}

// The open drawer hides the page behind it, the menu button too, from assistive technology.
const menuButton = (page: Page, name = 'Open the navigation') =>
  page.getByRole('button', { name, includeHidden: true });
const drawer = (page: Page, name = 'Navigation') => page.getByRole('dialog', { name });

for (const screen of SCREENS) {
  test(`at ${screen.width} × ${screen.height}: sign-in, the navigation drawer, the account menu, a tenant switch, preferences and logout`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/auth');
    await signIn(page, 'admin@acme.test');
    await expectSignedInShell(page, 'admin@acme.test');
    await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
    await expectReflow(page);
    await expectHeaderTargets(page);
    // The side navigation gives its room to the page: the modules wait in the drawer.
    await expect(page.getByRole('navigation', { name: 'Modules' })).toHaveCount(0);

    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Organisation' }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/organization$/);
    await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
    await expectReflow(page);

    const menu = await openAccountMenu(page, 'admin@acme.test');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
    await expectReflow(page);
    await page.keyboard.press('Escape');

    // The upgrade and organisation menus keep their actions, named in full.
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Request a renewal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Organisation: Acme Corp,/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Germany' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Tenant: Acme Corp. Switch tenant' }).click();
    await page.getByRole('menuitem', { name: 'Globex' }).click();
    const prompt = page.getByRole('dialog', { name: 'Switch accounts' });
    await expect(prompt).toBeVisible();
    await expectReflow(page);
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Tenant: Globex. Switch tenant' })).toBeVisible();
    await expectReflow(page);

    await (await openAccountMenu(page, 'admin@acme.test')).getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectReflow(page);
    await expectNoAxeViolations(page);
    // A toast (34rem wide on a desktop) fits the phone.
    await page.getByRole('region', { name: 'My date and time formats' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences are saved.')).toBeInViewport({ ratio: 1 });
    await expectReflow(page);

    await logOut(page, 'admin@acme.test');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  });
}

for (const screen of SCREENS.slice(0, 2)) {
  test(`at ${screen.width} × ${screen.height} in Arabic the drawer opens from the right and the shell reflows`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openSignedIn(
      { browser, baseURL },
      { email: 'analyst@acme.test', screen, path: '/mfe-host' },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مساحة العمل' })).toBeVisible();
    await expectReflow(page);
    await expectHeaderTargets(page);
    await expectNoAxeViolations(page);

    await menuButton(page, 'فتح قائمة التنقل').click();
    const modules = drawer(page, 'التنقل');
    await expect(modules).toBeVisible();
    await expectNoAxeViolations(page);
    const box = (await modules.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(screen.width);
    await modules.getByRole('link', { name: 'المؤسسة' }).click();
    await expect(modules).toBeHidden();
    await expect(page).toHaveURL(/\/organization$/);
    await expectReflow(page);

    const menu = await openAccountMenu(page, 'analyst@acme.test');
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expectReflow(page);
    await context.close();
  });
}

test('from the md breakpoint up the side navigation stays, with no menu button', async ({ browser, baseURL }) => {
  const { context, page } = await openSignedIn(
    { browser, baseURL },
    { email: 'admin@acme.test', screen: { width: 1024, height: 768 }, path: '/mfe-host' },
  );
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toHaveText('Upgrade');
  await context.close();
});

const PHONE = SCREENS[0]!;
const UPSELL_TEXTS = {
  en: { upgrade: 'Upgrade', upgradeAccount: 'Upgrade your account', buyNow: 'Buy Now', contactSales: 'Contact sales' },
  ar: { upgrade: 'ترقية', upgradeAccount: 'ترقية حسابك', buyNow: 'اشترِ الآن', contactSales: 'التواصل مع المبيعات' },
};

for (const [language, texts] of Object.entries(UPSELL_TEXTS)) {
  test(`at 320 × 640 (${language}) the upgrade and contact-sales dialogs fill the screen and reflow`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openSignedIn(
      { browser, baseURL },
      { email: 'admin@acme.test', screen: PHONE, path: '/mfe-host', language },
    );
    await page.getByRole('button', { name: texts.upgrade, exact: true }).click();
    await page.getByRole('menuitem', { name: texts.upgradeAccount }).click();
    const upgrade = page.getByRole('dialog', { name: texts.upgradeAccount });
    await expect(upgrade).toBeVisible();
    expect(await upgrade.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await expectReflow(page);
    await upgrade.getByRole('button', { name: texts.buyNow }).click();
    const form = page.getByRole('dialog', { name: texts.contactSales });
    await expect(form).toBeVisible();
    expect(await form.boundingBox()).toMatchObject({ width: PHONE.width, height: PHONE.height });
    await expectReflow(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('at 320 × 640 the licence agreement reflows', async ({ browser, baseURL }) => {
  const { context, page } = await openSignedIn(
    { browser, baseURL },
    { email: 'eula@acme.test', screen: PHONE, path: '/eula' },
  );
  await expect(page.getByRole('heading', { name: 'End-user licence agreement', level: 1 })).toBeVisible();
  await expectReflow(page);
  await expectHeaderTargets(page);
  await expectNoAxeViolations(page);
  await context.close();
});
