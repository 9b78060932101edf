import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, sessionTimersStart, signIn, storedAuth } from './support/session';
import { pauseSessionClock, runUntilSessionAge } from './support/session-clock';
import { requestsSettled, settledClock } from './support/settled-clock';
import { countTokenRequests, scopeContext } from './support/test-server';

/** A laptop's clock twenty minutes off: the demo users' access tokens live fifteen. */
const TWENTY_MINUTES_MS = 20 * 60_000;
const STEP_MS = 30_000;
const WRONG_CLOCKS = [
  { name: '20 minutes ahead of', offsetMs: TWENTY_MINUTES_MS },
  { name: '20 minutes behind', offsetMs: -TWENTY_MINUTES_MS },
];

/** Past the first renewal (723 s after sign-in) and short of the second. */
const FIRST_RENEWAL_SEEN_MS = 765_000;

const warningOf = (page: Page) => page.getByRole('dialog', { name: 'Your session is about to end' });

/** Signs in through the form, so that the page measures the server's clock from the token as it arrives. */
async function signInThroughForm(page: Page, email: string) {
  const timersStarted = sessionTimersStart(page);
  await page.goto('/auth');
  await signIn(page, email);
  await expectSignedInShell(page, email);
  await timersStarted;
}

for (const { name, offsetMs } of WRONG_CLOCKS) {
  test.describe(`a device clock ${name} the server’s`, () => {
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ context }) => {
      await context.clock.install({ time: Date.now() + offsetMs });
    });

    test('signs in with one token request and renews as on a right clock: twice in 30 simulated minutes', async ({
      page,
      context,
      baseURL,
    }) => {
      const scope = await scopeContext(context, baseURL!);
      await signInThroughForm(page, 'admin@acme.test');
      await context.clock.runFor(15_000);
      expect(await countTokenRequests(page, scope)).toBe(1);
      // admin@acme.test's 900 s token is renewed at the fourth tick (723 s: 177 s left) and the third after it. Each
      // renewal's answer comes in real time, which a busy machine makes seconds: the clock waits until the page holds
      // the renewed token, as the next renewal is judged by it.
      const signedInTokens = await storedAuth(page);
      const clock = settledClock(context, [page]);
      const settled = requestsSettled([page]);
      await clock.runFor(FIRST_RENEWAL_SEEN_MS - 15_000, STEP_MS);
      await expect.poll(() => countTokenRequests(page, scope), { timeout: 15_000 }).toBe(1 + 1);
      await expect.poll(() => storedAuth(page), { timeout: 15_000 }).not.toBe(signedInTokens);
      await clock.runFor(30 * 60_000 - FIRST_RENEWAL_SEEN_MS, STEP_MS);
      await expect.poll(() => countTokenRequests(page, scope), { timeout: 15_000 }).toBe(1 + 2);
      // A renewal the second one set going would have been sent once its answer came.
      await settled();
      expect(await countTokenRequests(page, scope)).toBe(1 + 2);
      await expectSignedInShell(page, 'admin@acme.test');
    });

    test('warns idle@acme.test after 110 s idle and logs off 60 s later, as on a right clock', async ({
      page,
      context,
    }) => {
      await signInThroughForm(page, 'idle@acme.test');
      await pauseSessionClock(page);
      await runUntilSessionAge(page, 105_000, offsetMs);
      await expect(warningOf(page)).toBeHidden();
      await runUntilSessionAge(page, 112_000, offsetMs);
      await expect(warningOf(page)).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/You will be logged out in (60|59|58|57|56|55) seconds\./);
      // Time goes on as it does again, for the logoff's own steps.
      await context.clock.resume();
      await context.clock.runFor(30_000);
      await expect(page).toHaveURL(/\/mfe-host$/);
      await context.clock.runFor(32_000);
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
}

test.describe('a laptop that sleeps', () => {
  test.describe.configure({ timeout: 120_000 });

  test('waking after an hour renews the token once and keeps the session', async ({ page, context, baseURL }) => {
    const scope = await scopeContext(context, baseURL!);
    await context.clock.install();
    const settled = requestsSettled([page]);
    await signInThroughForm(page, 'admin@acme.test');
    await context.clock.runFor(10_000);
    await context.clock.fastForward(60 * 60_000);
    await context.clock.runFor(10_000);
    await expect.poll(() => countTokenRequests(page, scope)).toBe(1 + 1);
    // The renewal's answer has come: whatever it set going starts from it.
    await settled();
    await context.clock.runFor(10_000);
    expect(await countTokenRequests(page, scope)).toBe(1 + 1);
    await expectSignedInShell(page, 'admin@acme.test');
  });

  test('waking past the idle time logs off with save: back to the same page after signing in', async ({
    page,
    context,
  }) => {
    await context.clock.install();
    await signInThroughForm(page, 'idle@acme.test');
    await context.clock.fastForward(10 * 60_000);
    await context.clock.runFor(2_000);
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, 'idle@acme.test');
    await expect(page).toHaveURL(/\/mfe-host$/);
  });
});

test('60 s offline keep the session; back online, the shell goes on by itself with no token request', async ({
  page,
  context,
  baseURL,
}) => {
  const scope = await scopeContext(context, baseURL!);
  await context.clock.install();
  await signInThroughForm(page, 'admin@acme.test');
  await context.setOffline(true);
  for (let elapsed = 0; elapsed < 60_000; elapsed += 10_000) await context.clock.runFor(10_000);
  await expect(page).toHaveURL(/\/mfe-host$/);
  await context.setOffline(false);
  await context.clock.runFor(5_000);
  await expectSignedInShell(page, 'admin@acme.test');
  expect(await countTokenRequests(page, scope)).toBe(1);
});
