import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, sessionTimersStart, signIn } from './support/session';
import { pauseSessionClock, runUntilSessionAge } from './support/session-clock';
import { startSignedIn } from './support/stored-session';
import { countTokenRequests, scopeContext } from './support/test-server';

const warningOf = (page: Page) => page.getByRole('dialog', { name: 'Your session is about to end' });

test.beforeEach(async ({ context }) => {
  await context.clock.install();
});

test('idle@acme.test is warned after 110 s idle; Continue Session keeps the session with one token request', async ({
  page,
  context,
  baseURL,
}) => {
  const scope = await scopeContext(context, baseURL!);
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await timersStarted;
  await pauseSessionClock(page);
  await runUntilSessionAge(page, 105_000);
  await expect(warningOf(page)).toBeHidden();
  await runUntilSessionAge(page, 112_000);
  await expect(warningOf(page)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/You will be logged out in (60|59|58|57|56|55) seconds\./);
  await context.clock.runFor(20_000);
  await expect(page.getByRole('timer')).toHaveText(/You will be logged out in (40|39|38|37|36|35) seconds\./);
  // Time goes on as it does, for the dialog's transitions to end.
  await context.clock.resume();
  await expectNoAxeViolations(page);

  const before = await countTokenRequests(page, scope);
  await warningOf(page).getByRole('button', { name: 'Continue Session' }).click();
  await expect(warningOf(page)).toBeHidden();
  expect(await countTokenRequests(page, scope)).toBe(before + 1);
  await expectSignedInShell(page, 'idle@acme.test');
});

test('letting the countdown run out signs out to /auth', async ({ page, context }) => {
  const timersStarted = sessionTimersStart(page);
  // Signed in through the form, which stores the last login e-mail this test expects back.
  await page.goto('/auth');
  await signIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await timersStarted;
  await context.clock.runFor(111_000);
  await expect(warningOf(page)).toBeVisible();
  await context.clock.runFor(62_000);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('TrellisZenAuth'))).toBeNull();
  // A timed-out session keeps the last login e-mail for the sign-in form (as a logout by choice does).
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('idle@acme.test');
});

test('Logout in the warning signs out', async ({ page, context }) => {
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'idle@acme.test');
  await expectSignedInShell(page, 'idle@acme.test');
  await timersStarted;
  await context.clock.runFor(111_000);
  await warningOf(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('activity in one tab keeps the other from warning', async ({ context }) => {
  const first = await context.newPage();
  const firstTimersStarted = sessionTimersStart(first);
  await startSignedIn(first, 'idle@acme.test');
  await expectSignedInShell(first, 'idle@acme.test');
  await firstTimersStarted;
  const second = await context.newPage();
  const secondTimersStarted = sessionTimersStart(second);
  await second.goto('/mfe-host');
  await expectSignedInShell(second, 'idle@acme.test');
  await secondTimersStarted;
  for (let step = 0; step < 6; step += 1) {
    await context.clock.runFor(30_000);
    await first.mouse.move(10 + step * 10, 10 + step * 10);
  }
  await context.clock.runFor(5_000);
  await expect(warningOf(second)).toBeHidden();
  await expect(warningOf(first)).toBeHidden();
});
