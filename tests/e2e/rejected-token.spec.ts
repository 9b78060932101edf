import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';
import { signedInContext } from './support/stored-session';
import { countTokenRequests, scopeContext } from './support/test-server';

const EMAIL = 'admin@acme.test';
/** Section 4: one refresh at a time, whatever order the server's answers come in. */
const MAX_ANSWER_DELAY_MS = 300;
const RUNS = 20;
/**
 * A page is settled when no API request has started for this long and none is in flight: longer than the startup
 * flows' 250 ms delay, so that their reads have begun. One still under way when the token is rejected would refresh,
 * and a reload that cuts that refresh short would lose the renewed tokens the server has already counted.
 */
const QUIET_MS = 750;

/** Every answer of this context's scope waits a random time between 0 and `maxMs`. */
async function delayAnswersAtRandom(context: BrowserContext, baseURL: string, maxMs: number) {
  const scope = await scopeContext(context, baseURL);
  const response = await context.request.put(`${baseURL}/__test/latency`, { data: { scope, maxMs } });
  expect(response.status()).toBe(204);
  return scope;
}

/** Makes the stored access token's signature invalid: the server answers 401, the refresh token still holds. */
async function rejectStoredAccessToken(page: Page) {
  return page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}') as { access_token: string };
    const [header, payload] = auth.access_token.split('.');
    auth.access_token = `${header}.${payload}.${'A'.repeat(43)}`;
    localStorage.setItem('TrellisZenAuth', JSON.stringify(auth));
    return auth.access_token;
  });
}

/** The API requests of a page that have not finished (answered and read, or cancelled), and the reads answered 200. */
function watchApiRequests(page: Page) {
  const inFlight = new Set<Request>();
  const okReads: string[] = [];
  let lastStartedAt = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    lastStartedAt = Date.now();
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isApi(request) && request.method() === 'GET' && response.status() === 200)
      okReads.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    isQuiet: () => inFlight.size === 0 && Date.now() - lastStartedAt >= QUIET_MS,
    repeatedReads: () => okReads.filter((path, index) => okReads.indexOf(path) !== index),
    forget: () => {
      inFlight.clear();
      okReads.length = 0;
    },
  };
}

/** Every API request of the page has ended, the startup flows' among them. */
const settled = (watch: ReturnType<typeof watchApiRequests>) =>
  expect.poll(() => watch.isQuiet(), { message: 'API requests still in flight or about to start' }).toBe(true);

/** The shell has painted with renewed tokens and every API request has ended. */
async function settledWithRenewedToken(page: Page, rejected: string, watch: ReturnType<typeof watchApiRequests>) {
  await expectSignedInShell(page, EMAIL);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}').access_token as string))
    .not.toBe(rejected);
  await settled(watch);
}

test('a rejected access token is renewed by one refresh, with every answer ended and read once, 20 runs in a row', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const context = await signedInContext(browser, baseURL!, EMAIL);
  const scope = await delayAnswersAtRandom(context, baseURL!, MAX_ANSWER_DELAY_MS);
  const page = await context.newPage();
  const watch = watchApiRequests(page);
  await page.goto('/mfe-host');
  await expectSignedInShell(page, EMAIL);
  await settled(watch);
  for (let run = 1; run <= RUNS; run += 1) {
    const before = await countTokenRequests(page, scope);
    const rejected = await rejectStoredAccessToken(page);
    watch.forget();
    await page.reload();
    await settledWithRenewedToken(page, rejected, watch);
    expect(await countTokenRequests(page, scope), `token requests in run ${run}`).toBe(before + 1);
    expect(watch.repeatedReads(), `reads made twice in run ${run}`).toEqual([]);
  }
  await context.close();
});

test('three tabs reloaded with a rejected access token make one refresh between them', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, EMAIL);
  const scope = await delayAnswersAtRandom(context, baseURL!, MAX_ANSWER_DELAY_MS);
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  const watches = tabs.map(watchApiRequests);
  for (const [index, tab] of tabs.entries()) {
    await tab.goto('/mfe-host');
    await expectSignedInShell(tab, EMAIL);
    await settled(watches[index]!);
  }
  const before = await countTokenRequests(tabs[0]!, scope);
  const rejected = await rejectStoredAccessToken(tabs[0]!);
  await Promise.all(tabs.map((tab) => tab.reload()));
  await Promise.all(tabs.map((tab, index) => settledWithRenewedToken(tab, rejected, watches[index]!)));
  expect(await countTokenRequests(tabs[0]!, scope)).toBe(before + 1);
  await context.close();
});
