import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { plantStartupDialogs } from './support/planted-answers';
import { expectSignedInShell, logOut, sessionTimersStart, signIn, storedAuth } from './support/session';
import { startSignedIn } from './support/stored-session';
import { injectFault } from './support/test-server';

/** What a staff member meets in daily use (issue 26): each test walks one of them as a person would. */

const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-mail address' });
const accessTokenOf = async (page: Page) => JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;

test('a single sign-on user is not asked for a password, and the button says where it leads', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Password')).toBeVisible();
  await emailField(page).fill('sso@globex.test');
  await emailField(page).press('Tab');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(page.getByText('Your organisation signs you in: no password is needed here.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page).toHaveURL(/\/api\/access\/v1\/saml\/login\?email=sso%40globex\.test$/);
});

test('a password user changing the e-mail from a single sign-on one is asked for the password again', async ({
  page,
}) => {
  await page.goto('/auth');
  await emailField(page).fill('sso@globex.test');
  await emailField(page).press('Tab');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await emailField(page).fill('admin@acme.test');
  await emailField(page).press('Tab');
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your password.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in user who opens /auth from a bookmark goes into the app; after logout /auth signs in again', async ({
  page,
}) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.goto('/auth');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(emailField(page)).toHaveCount(0);
  await logOut(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  // Section 3's last login e-mail outlives a logout by choice: the form starts with it.
  await expect(emailField(page)).toHaveValue('admin@acme.test');
});

test('a banner alert one user closed is still shown to the next user of the same browser', async ({ page }) => {
  const notices = page.getByRole('region', { name: 'Notices' });
  const maintenance = notices.getByText('Scheduled maintenance');
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(maintenance).toBeVisible();
  await notices.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(maintenance).toBeHidden();
  await logOut(page, 'admin@acme.test');

  await signIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await expect(maintenance).toBeVisible();
  await logOut(page, 'idle@acme.test');

  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(notices.getByText('Trellis 4.12 is here')).toBeVisible();
  await expect(maintenance).toBeHidden();
});

test('the session warning is announced once, then at 30 s, not every second', async ({ page, context }) => {
  await context.clock.install();
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await timersStarted;
  await context.clock.runFor(111_000);
  const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  const timer = warning.getByRole('timer');
  const announced = warning.getByRole('status');
  // A timer is not live: what changes every second is read only when the user asks for it.
  await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
  await expect(announced).toHaveText('You will be logged out in 60 seconds.');
  await context.clock.runFor(15_000);
  await expect(timer).not.toHaveText('You will be logged out in 60 seconds.');
  await expect(announced).toHaveText('You will be logged out in 60 seconds.');
  await context.clock.runFor(16_000);
  // The countdown is judged by the issuer's clock, re-measured from each renewed token (issue 39): with the page's
  // clock run ahead of the provider's real one, a renewal in between moves it by a few seconds.
  await expect(timer).toHaveText(/You will be logged out in (30|2\d|1[5-9]) seconds\./);
  await expect(announced).toHaveText('You will be logged out in 30 seconds.');
  await warning.getByRole('button', { name: 'Continue Session' }).click();
  await expect(warning).toBeHidden();
});

test.describe('with the startup dialogs', () => {
  test.use({ startupDialogs: true });

  test('a user who does not display times still sees the hours of a maintenance window', async ({
    page,
    context,
    baseURL,
  }) => {
    await startSignedIn(page, 'admin@acme.test');
    await expect(page).toHaveURL(/\/mfe-host$/);
    const init = await (
      await page.request.get('/api/global-state/v1/init', {
        headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      })
    ).json();
    await injectFault(context, baseURL ?? '', {
      method: 'GET',
      path: '/api/global-state/v1/init',
      body: { ...init, settings: [{ key: 'timeFormat', value: 'DoNotDisplay' }] },
    });
    await plantStartupDialogs(context, baseURL ?? '');
    // A new sign-in in this tab: its startup dialogs open again. The first page claims this sign-in for its own
    // startup dialogs 250 ms after it starts: the claim is undone only once it is made.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('TrellisStartup'))).not.toBeNull();
    await page.evaluate(() => sessionStorage.removeItem('TrellisStartup'));
    await page.reload();

    const maintenance = page.getByRole('dialog', { name: 'Scheduled maintenance' });
    await expect(maintenance).toBeVisible();
    const window = maintenance.getByRole('group', { name: 'Maintenance window in your local time' });
    await expect(window.locator('time')).toHaveText([
      /^11\/30\/2026 \d{2}:\d{2} (AM|PM) \S+$/,
      /^11\/30\/2026 \d{2}:\d{2} (AM|PM) \S+$/,
    ]);
    await maintenance.getByRole('button', { name: 'Continue' }).click();
  });
});

test("the time format's help shows 250 ms after the pointer comes, and describes its button", async ({
  page,
  context,
}) => {
  await context.clock.install();
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.goto('/preferences');
  const help = page
    .getByRole('region', { name: 'My date and time formats' })
    .getByRole('button', { name: 'About time formats' });
  // The seeded notices come above the page with its startup reads, moving the button: the pointer goes to it after.
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('alert')).toHaveCount(2);
  // A first show brings the popup's code; the one timed below then waits for nothing but its delay.
  await help.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // The installed clock runs on with real time: stopped, the hover and the checks take none of its 250 ms.
  await context.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await help.hover();
  await context.clock.runFor(200);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await context.clock.runFor(60);
  await expect(page.getByRole('tooltip')).toContainText('a time window, such as a maintenance window');
  await expect(help).toHaveAccessibleDescription(/Without times, dates show the day alone/);
  await context.clock.resume();
  await expectNoAxeViolations(page);
});

test("the document's direction is the one the platform declares for the language, as the theme's is", async ({
  page,
  context,
  baseURL,
}) => {
  const state = await (await page.request.get('/api/global-state/v1/no-auth-init')).json();
  // A platform that declares German right to left: the document must say so too, whatever the language was before.
  const languages = state.languages.map((language: { Code: string }) =>
    language.Code === 'de' ? { ...language, Direction: 'rtl' } : language,
  );
  await injectFault(context, baseURL ?? '', {
    method: 'GET',
    path: '/api/global-state/v1/no-auth-init',
    body: { ...state, languages },
  });
  await page.goto('/auth');
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'עברית' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /: עברית$/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
});
