import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, sessionTimersStart } from './support/session';
import { pauseSessionClock, runUntilSessionAge } from './support/session-clock';
import { startSignedIn } from './support/stored-session';

const ACME_TAB_TITLE = 'Acme Trust Center';

const warningOf = (page: Page) => page.getByRole('dialog', { name: 'Your session is about to end' });
const iconOf = (page: Page) => page.locator('link[rel="icon"]').getAttribute('href');

/** Another tab or window in front: the page sees itself hidden, as a browser tells it. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    } else {
      // The document's own values go; the browser's (visible) show through again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** idle@acme.test signed in, its idle timers running, the tab's own title and icon read. */
async function idleUserSignedIn(page: Page) {
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await timersStarted;
  await pauseSessionClock(page);
  // The tenant's title and icon come with its resources, which may answer after the shell has painted.
  await expect(page).toHaveTitle(ACME_TAB_TITLE);
  await expect.poll(() => iconOf(page)).toMatch(/^data:image\/svg\+xml/);
  return { title: await page.title(), icon: await iconOf(page) };
}

test.beforeEach(async ({ context }) => {
  await context.clock.install();
});

test('a hidden tab counts down in its title and wears a badge on its icon; both come back when the warning ends', async ({
  page,
  context,
}) => {
  const original = await idleUserSignedIn(page);
  await setHidden(page, true);
  await runUntilSessionAge(page, 105_000);
  await expect(page).toHaveTitle(original.title);
  await runUntilSessionAge(page, 112_000);
  await expect(page).toHaveTitle(/^\((60|59|58|57|56|55) s\) Your session is ending · /);
  await expect(page).toHaveTitle(new RegExp(`· ${original.title}$`));
  await expect.poll(() => iconOf(page)).toMatch(/^data:image\/png;base64,/);
  await context.clock.runFor(20_000);
  await expect(page).toHaveTitle(/^\((40|39|38|37|36|35) s\) Your session is ending · /);

  // The user answers the warning (in a window beside it, say): the title and icon are the tab's own again. Time goes
  // on as it does, for the dialog to close.
  await context.clock.resume();
  await warningOf(page).getByRole('button', { name: 'Continue Session' }).click();
  await expect(warningOf(page)).toBeHidden();
  await expect(page).toHaveTitle(original.title);
  expect(await iconOf(page)).toBe(original.icon);
});

test('a tab brought to the front shows the warning in the page, and its own title and icon', async ({
  page,
  context,
}) => {
  const original = await idleUserSignedIn(page);
  await setHidden(page, true);
  await runUntilSessionAge(page, 112_000);
  await expect(page).toHaveTitle(/Your session is ending/);
  await expect.poll(() => iconOf(page)).toMatch(/^data:image\/png/);
  await context.clock.resume();
  await setHidden(page, false);
  await expect(warningOf(page)).toBeVisible();
  await expect(page).toHaveTitle(original.title);
  expect(await iconOf(page)).toBe(original.icon);
});

test('a visible tab keeps its title and icon through the warning', async ({ page, context }) => {
  const original = await idleUserSignedIn(page);
  await runUntilSessionAge(page, 112_000);
  await expect(warningOf(page)).toBeVisible();
  await context.clock.runFor(5_000);
  await expect(page).toHaveTitle(original.title);
  expect(await iconOf(page)).toBe(original.icon);
});

test('a hidden tab whose countdown runs out signs out, and its title and icon are no longer the countdown’s', async ({
  page,
  context,
}) => {
  await idleUserSignedIn(page);
  await setHidden(page, true);
  await runUntilSessionAge(page, 112_000);
  await expect(page).toHaveTitle(/Your session is ending/);
  await context.clock.runFor(62_000);
  await context.clock.resume();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page).not.toHaveTitle(/Your session is ending/);
  await expect.poll(() => iconOf(page)).not.toMatch(/^data:image\/png/);
});
