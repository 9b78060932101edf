import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect } from './fixtures';
import { expectSignedInShell } from './session';
import { scopeContext } from './test-server';

export const EMAIL = 'admin@acme.test';
/** Section 4: one refresh at a time, whatever order the server's answers come in. */
export const MAX_ANSWER_DELAY_MS = 300;
/**
 * A page is settled when no API request has started for this long and none is in flight: longer than the startup
 * flows' 250 ms delay, so that their reads have begun. One still under way when the token is rejected would refresh,
 * and a reload that cuts that refresh short would lose the renewed tokens the server has already counted.
 */
const QUIET_MS = 750;

/** Every answer of this context's scope waits a random time between 0 and `maxMs`. */
export async function delayAnswersAtRandom(context: BrowserContext, baseURL: string, maxMs: number) {
  const scope = await scopeContext(context, baseURL);
  const response = await context.request.put(`${baseURL}/__test/latency`, { data: { scope, maxMs } });
  expect(response.status()).toBe(204);
  return scope;
}

/** Makes the stored access token's signature invalid: the server answers 401, the refresh token still holds. */
export async function rejectStoredAccessToken(page: Page) {
  return page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}') as { access_token: string };
    const [header, payload] = auth.access_token.split('.');
    auth.access_token = `${header}.${payload}.${'A'.repeat(43)}`;
    localStorage.setItem('TrellisZenAuth', JSON.stringify(auth));
    return auth.access_token;
  });
}

/** The API requests of a page that have not finished (answered and read, or cancelled), and the reads answered 200. */
export function watchApiRequests(page: Page) {
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
export const settled = (watch: ReturnType<typeof watchApiRequests>) =>
  expect.poll(() => watch.isQuiet(), { message: 'API requests still in flight or about to start' }).toBe(true);

/** The shell has painted with renewed tokens and every API request has ended. */
export async function settledWithRenewedToken(
  page: Page,
  rejected: string,
  watch: ReturnType<typeof watchApiRequests>,
) {
  await expectSignedInShell(page, EMAIL);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}').access_token as string))
    .not.toBe(rejected);
  await settled(watch);
}
