import type { Page, Request } from '@playwright/test';

import { logRequests } from '../../scripts/bench/request-log.ts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, openAccountMenu, sessionTimersStart } from './support/session';
import { startSignedIn } from './support/stored-session';

const EMAIL = 'admin@acme.test';
const TOKEN_PATH = '/api/access/v1/oauth/token';
const USER_FORMATS_PATH = /\/api\/globalization\/v1\/ui-settings\/user\/[^/]+\/preferences$/;

const offlineNotice = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });
const userFormats = (page: Page) => page.getByRole('region', { name: 'My date and time formats' });

/** The preferences page with an unsaved choice of time format: a form being filled in. */
async function preferencesBeingEdited(page: Page) {
  const menu = await openAccountMenu(page, EMAIL);
  await menu.getByRole('menuitem', { name: 'Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await userFormats(page).getByRole('combobox', { name: 'Time format' }).click();
  await page.getByRole('option', { name: '24 hours (15:07)' }).click();
  await expect(userFormats(page).getByRole('combobox', { name: 'Time format' })).toHaveText('24 hours (15:07)');
}

test.describe('a minute offline', () => {
  test.describe.configure({ timeout: 90_000 });

  test('keeps the session and the form being filled in; the notice comes once and goes; stale data is read again', async ({
    page,
    context,
  }) => {
    await context.clock.install();
    const timersStarted = sessionTimersStart(page);
    await startSignedIn(page, EMAIL);
    await expectSignedInShell(page, EMAIL);
    await timersStarted;
    const log = logRequests(page);
    await preferencesBeingEdited(page);
    // The page's own reads are answered first: on a loaded machine one may still go out after the choice is made.
    await log.quiet();

    const notice = offlineNotice(page, /You are offline/);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    // Counted from when the page knows it is offline: a read it sent just before may still be on its way out.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await expectNoAxeViolations(page);
    // Past an auto-refresh tick and the banner alerts' staleness: nothing is sent into the void, and said once.
    await context.clock.runFor(60_000);
    await expect(notice).toHaveCount(1);
    const apiPaths = requests
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => path.startsWith('/api/'));
    expect(apiPaths).toEqual([]);

    const refetched = page.waitForRequest((request) => USER_FORMATS_PATH.test(new URL(request.url()).pathname));
    await context.setOffline(false);
    await refetched;
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(userFormats(page).getByRole('combobox', { name: 'Time format' })).toHaveText('24 hours (15:07)');
    await expect(page.getByRole('banner')).toContainText(EMAIL);
    // What coming back online started has been answered: a second renewal would have been sent by then.
    await log.quiet();
    expect(requests.filter((request) => new URL(request.url()).pathname === TOKEN_PATH).length).toBeLessThanOrEqual(1);
  });

  test('a dismissed notice stays away until the network goes again', async ({ page, context }) => {
    await startSignedIn(page, EMAIL);
    await expectSignedInShell(page, EMAIL);
    const notice = offlineNotice(page, /You are offline/);
    await context.setOffline(true);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
});

for (const { language, text } of [
  { language: 'ar', text: /أنت غير متصل بالشبكة/ },
  { language: 'he', text: /אין חיבור לרשת/ },
]) {
  test(`the offline notice in ${language}, right to left`, async ({ page, context }) => {
    await page.addInitScript((code) => localStorage.setItem('TrellisLanguageSelected', JSON.stringify(code)), language);
    await startSignedIn(page, EMAIL);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner')).toContainText(EMAIL);
    await context.setOffline(true);
    await expect(offlineNotice(page, text)).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(offlineNotice(page, text)).toBeHidden();
  });
}
