import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, signIn, storedAuth } from './support/session';
import { countTokenRequests, injectFault, scopeContext } from './support/test-server';

const STEP_MS = 30_000;
const TEN_MINUTES_MS = 10 * 60_000;

test('three tabs open for ten simulated minutes make one refresh per interval', async ({ context, baseURL }) => {
  const scope = await scopeContext(context, baseURL!);
  // One clock for the whole browser context: every tab sees the same time, as real tabs do.
  await context.clock.install();
  const first = await context.newPage();
  await first.goto('/auth');
  await signIn(first, 'admin@acme.test');
  await expectSignedInShell(first, 'admin@acme.test');
  const tabs = [first];
  for (let i = 0; i < 2; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/mfe-host');
    await expectSignedInShell(tab, 'admin@acme.test');
    tabs.push(tab);
  }
  for (let elapsed = 0; elapsed < TEN_MINUTES_MS; elapsed += STEP_MS) await context.clock.runFor(STEP_MS);

  // The sign-in, then one refresh per interval whichever tab makes it: first run 3 s after the start, then every
  // 300000 × 0.8 ms, so at 3 s, 243 s and 483 s of the ten minutes (the next would be at 723 s). The clock jumps
  // 30 s at a time while answers take real time: a refresh answered after a jump starts its interval that much later,
  // which can move the third past the tenth minute. One refresh per tab would make at least 1 + 3 × 2.
  await expect.poll(() => countTokenRequests(first, scope)).toBeGreaterThanOrEqual(1 + 2);
  expect(await countTokenRequests(first, scope)).toBeLessThanOrEqual(1 + 3);
  for (const tab of tabs) await expect(tab.getByRole('banner')).toContainText('admin@acme.test');
});

const TOKEN_PATH = '/api/access/v1/oauth/token';
/** One auto-refresh interval and the first run's delay: at least one refresh happens within it. */
const ONE_INTERVAL_MS = 3_000 + 240_000;

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
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
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
    for (let elapsed = 0; elapsed < ONE_INTERVAL_MS; elapsed += STEP_MS) await context.clock.runFor(STEP_MS);

    const afterFault = tokenAnswers.slice(tokenAnswers.indexOf(503));
    expect(afterFault.slice(0, 2)).toEqual([503, 200]);
    await expect(page).toHaveURL(/\/mfe-host$/);
    await expect(page.getByRole('banner')).toContainText('admin@acme.test');
    expect(await storedAuth(page)).not.toBe(before);
  });

  test('a refused refresh token logs out at once', async ({ context, baseURL }) => {
    const { page } = await signedInWithClock(context);
    await injectFault(context, baseURL!, {
      method: 'POST',
      path: TOKEN_PATH,
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The refresh token was revoked.' },
    });
    for (let elapsed = 0; elapsed < ONE_INTERVAL_MS; elapsed += STEP_MS) await context.clock.runFor(STEP_MS);

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
    expect(tokenAnswers.filter((status) => status === 503).length).toBeGreaterThan(5);

    await context.clock.runFor(STEP_MS);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await storedAuth(page)).toBeNull();
  });
});
