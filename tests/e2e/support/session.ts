import { expect, type Page, type Response } from '@playwright/test';

export const DEMO_PASSWORD = 'trellis-demo';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function storedAuth(page: Page) {
  return page.evaluate(() => localStorage.getItem('TrellisZenAuth'));
}

export async function expectSignedInShell(page: Page, email: string) {
  await expect(page).toHaveURL(/\/mfe-host$/);
  // A startup dialog may already be open over the shell, which hides the banner from assistive technology.
  await expect(page.getByRole('banner', { includeHidden: true })).toContainText(email);
}

const INIT_PATH = '/api/global-state/v1/init';
const PERMISSIONS_PATH = '/api/access/v1/permissions';
const SIGNED_IN_FEATURES_CODE = /\/signed-in-features-[\w-]+\.js$/;

/** The first of the page's responses that `isIt` picks, once its body has come. */
function firstAnswer(page: Page, isIt: (response: Response) => boolean): Promise<void> {
  return new Promise<Response>((resolve) => {
    const onResponse = (response: Response) => {
      if (!isIt(response)) return;
      page.off('response', onResponse);
      resolve(response);
    };
    page.on('response', onResponse);
  }).then(async (response) => {
    await response.finished();
  });
}

/**
 * The session's timers (auto refresh, idle watch) start once its permissions have come (from the global state's
 * /init, or from /permissions when /init fails) and the signed-in features' code has loaded, whichever is last. A
 * fake clock moved before then, as a busy machine may make it, leaves their ticks beyond the time the test reaches.
 * Call it before the sign-in (before the click that opens a sign-in popup) or the page load that asks for them, and
 * await it before moving the clock: it settles once both have come and the page has drawn a frame after them.
 */
export async function sessionTimersStart(page: Page): Promise<void> {
  await Promise.all([
    firstAnswer(page, (response) => {
      const path = new URL(response.url()).pathname;
      return path === PERMISSIONS_PATH || (path === INIT_PATH && response.ok());
    }),
    firstAnswer(page, (response) => SIGNED_IN_FEATURES_CODE.test(new URL(response.url()).pathname)),
  ]);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

const asPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The header's account button: its name carries the user's e-mail, whatever the language. */
export function accountButton(page: Page, email: string) {
  return page.getByRole('banner').getByRole('button', { name: asPattern(email) });
}

/** Opens the account menu of the header and answers the menu. */
export async function openAccountMenu(page: Page, email: string) {
  await accountButton(page, email).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Logs out through the account menu (`label` is the item's name in the page's language). */
export async function logOut(page: Page, email: string, label = 'Log out') {
  const menu = await openAccountMenu(page, email);
  await menu.getByRole('menuitem', { name: label }).click();
}
