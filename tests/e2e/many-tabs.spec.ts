import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, sessionTimersStart } from './support/session';
import { settledClock } from './support/settled-clock';
import { startSignedIn } from './support/stored-session';
import { scopeContext } from './support/test-server';

const EMAIL = 'admin@acme.test';
const TABS = 10;
const HOUR_MS = 60 * 60_000;
const STEP_MS = 60_000;
/**
 * One tab alone renews admin@acme.test's 900 s token at the auto refresh's tick that finds less than an interval
 * (240 s) left: every third tick, 720 s apart, so four or five times an hour depending on where the hour starts.
 */
const ONE_TAB_RENEWALS_PER_HOUR = { min: 4, max: 5 };

interface LoggedRequest {
  method: string;
  path: string;
}

async function requestsOf(page: Page, scope: string): Promise<LoggedRequest[]> {
  const response = await page.request.get(`/__test/requests?scope=${scope}`);
  return (await response.json()) as LoggedRequest[];
}

const GLOBAL_STATE_PATH = '/api/global-state/v1/init';

const isTokenRequest = (request: LoggedRequest) =>
  request.method === 'POST' && request.path === '/api/access/v1/oauth/token';

test('ten tabs open for an hour renew the session as one tab does, and their status checks ask the server nothing', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const scope = await scopeContext(context, baseURL!);
  await context.clock.install();
  const tabs: Page[] = [];
  for (let tab = 0; tab < TABS; tab += 1) {
    const page = await context.newPage();
    const timersStarted = sessionTimersStart(page);
    // A tab paints from the stored global state and reads it again behind: that read is the start's, not the hour's.
    const globalStateRead = page.waitForResponse((response) => response.url().endsWith(GLOBAL_STATE_PATH));
    if (tab === 0) await startSignedIn(page, EMAIL);
    else await page.goto('/mfe-host');
    await expectSignedInShell(page, EMAIL);
    await timersStarted;
    await globalStateRead;
    tabs.push(page);
  }
  const [first] = tabs as [Page, ...Page[]];
  const clock = settledClock(context, tabs);
  // The last tab's start-up reads (after the start-up delay) are not the hour's: counted once they are answered.
  await clock.runFor(5_000, 5_000);
  const before = await requestsOf(first, scope);

  // Each step waits until every tab's requests are answered, the last step's too.
  await clock.runFor(HOUR_MS, STEP_MS);

  const duringTheHour = (await requestsOf(first, scope)).slice(before.length);
  const renewals = duringTheHour.filter(isTokenRequest).length;
  expect(renewals).toBeGreaterThanOrEqual(ONE_TAB_RENEWALS_PER_HOUR.min);
  expect(renewals).toBeLessThanOrEqual(ONE_TAB_RENEWALS_PER_HOUR.max);
  // Section 9's status check (every 5000 ms) compares the stored login object in each tab, asking the server nothing;
  // what a renewal makes stale (the global state) is read again by one tab, not by ten.
  const perPath = new Map<string, number>();
  for (const request of duringTheHour.filter((each) => !isTokenRequest(each))) {
    perPath.set(`${request.method} ${request.path}`, (perPath.get(`${request.method} ${request.path}`) ?? 0) + 1);
  }
  console.log(`In the hour: ${renewals} renewals; other requests ${JSON.stringify(Object.fromEntries(perPath))}`);
  for (const [request, count] of perPath) expect(count, request).toBeLessThanOrEqual(renewals);
  for (const page of tabs) await expectSignedInShell(page, EMAIL);
});
