import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, sessionTimersStart, storedAuth } from './support/session';
import { settledClock } from './support/settled-clock';
import { startSignedIn } from './support/stored-session';
import { countTokenRequests, injectFault, scopeContext } from './support/test-server';

const STEP_MS = 30_000;
/**
 * The auto refresh ticks 3 s after the start, then every 300000 × 0.8 ms, and renews a token only when it would
 * expire before the next tick: admin@acme.test's 900 s token at the fourth tick, 723 s after sign-in (177 s left).
 */
const FIRST_RENEWAL_MS = 3_000 + 3 * 240_000;

test('three tabs open for fifteen simulated minutes renew the token once, as it nears its end', async ({
  context,
  baseURL,
}) => {
  const scope = await scopeContext(context, baseURL!);
  // One clock for the whole browser context: every tab sees the same time, as real tabs do.
  await context.clock.install();
  const first = await context.newPage();
  const firstTimersStarted = sessionTimersStart(first);
  await startSignedIn(first, 'admin@acme.test');
  await expectSignedInShell(first, 'admin@acme.test');
  await firstTimersStarted;
  const tabs = [first];
  for (let i = 0; i < 2; i += 1) {
    const tab = await context.newPage();
    const timersStarted = sessionTimersStart(tab);
    await tab.goto('/mfe-host');
    await expectSignedInShell(tab, 'admin@acme.test');
    await timersStarted;
    tabs.push(tab);
  }
  const clock = settledClock(context, tabs);
  // Ten minutes: a token with five minutes left is not renewed yet, by any tab.
  await clock.runFor(10 * 60_000, STEP_MS);
  expect(await countTokenRequests(first, scope)).toBe(1);
  // Fifteen: renewed once, by one tab (one refresh per tab would make 1 + 3).
  await clock.runFor(5 * 60_000, STEP_MS);
  await expect.poll(() => countTokenRequests(first, scope)).toBe(1 + 1);
  for (const tab of tabs) await expect(tab.getByRole('banner')).toContainText('admin@acme.test');
});

const TOKEN_PATH = '/api/access/v1/oauth/token';
/** Up to the first renewal and one step past it. */
const PAST_FIRST_RENEWAL_MS = FIRST_RENEWAL_MS + STEP_MS;

/** The statuses of the token endpoint's answers to this page, in order. */
function watchTokenAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === TOKEN_PATH) statuses.push(response.status());
  });
  return statuses;
}

async function signedInWithClock(context: BrowserContext) {
  await context.clock.install();
  const page = await context.newPage();
  const tokenAnswers = watchTokenAnswers(page);
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await timersStarted;
  return { page, tokenAnswers };
}

test.describe('when the token endpoint fails', () => {
  // Fifteen simulated minutes of timers take a while on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('one 503 of the automatic refresh does not log out: it is tried again and the session goes on', async ({
    context,
    baseURL,
  }) => {
    const { page, tokenAnswers } = await signedInWithClock(context);
    const before = await storedAuth(page);
    await injectFault(context, baseURL!, { method: 'POST', path: TOKEN_PATH, status: 503, times: 1 });
    for (let elapsed = 0; elapsed < PAST_FIRST_RENEWAL_MS; elapsed += STEP_MS) await context.clock.runFor(STEP_MS);

    // The 503 is answered in real time, after the step that sent it: its retry comes a second later on the clock.
    const afterFault = () => (tokenAnswers.includes(503) ? tokenAnswers.slice(tokenAnswers.indexOf(503)) : []);
    await expect
      .poll(async () => {
        await context.clock.runFor(1_000);
        return afterFault().slice(0, 2);
      })
      .toEqual([503, 200]);
    await expect(page).toHaveURL(/\/mfe-host$/);
    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    // The 200 is seen as its headers come; the page stores the tokens once it has read the body.
    await expect.poll(() => storedAuth(page)).not.toBe(before);
  });

  test('a refused refresh token logs out at once', async ({ context, baseURL }) => {
    const { page } = await signedInWithClock(context);
    await injectFault(context, baseURL!, {
      method: 'POST',
      path: TOKEN_PATH,
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The refresh token was revoked.' },
    });
    for (let elapsed = 0; elapsed < PAST_FIRST_RENEWAL_MS; elapsed += STEP_MS) await context.clock.runFor(STEP_MS);

    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedAuth(page)).toBeNull();
  });

  test('a token endpoint down until the access token expires logs out then, not before', async ({
    context,
    baseURL,
  }) => {
    const { page, tokenAnswers } = await signedInWithClock(context);
    await injectFault(context, baseURL!, { method: 'POST', path: TOKEN_PATH, status: 503 });
    const expiresAt = await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}') as { access_token: string };
      const payload = auth.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
    });
    const untilExpiry = async () => expiresAt - (await page.evaluate(() => Date.now()));

    while ((await untilExpiry()) > STEP_MS) await context.clock.runFor(STEP_MS);
    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    expect(await storedAuth(page)).not.toBeNull();
    // Tried from the first renewal on (177 s before expiry); how often depends on how the 30 s steps of the clock meet
    // answers that come in real time, on a busy machine after the steps (the back-off itself: auto-refresh.test.ts).
    await expect.poll(() => tokenAnswers.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);

    // Past the expiry, the last try's failure logs off.
    await expect
      .poll(async () => {
        await context.clock.runFor(STEP_MS);
        return page.url();
      })
      .toMatch(/\/auth$/);
    expect(await storedAuth(page)).toBeNull();
  });
});
