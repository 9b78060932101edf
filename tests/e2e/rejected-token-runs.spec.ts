import { expect, test } from './support/fixtures';
import {
  delayAnswersAtRandom,
  EMAIL,
  MAX_ANSWER_DELAY_MS,
  rejectStoredAccessToken,
  settled,
  settledWithRenewedToken,
  watchApiRequests,
} from './support/rejected-token';
import { expectSignedInShell } from './support/session';
import { signedInContext } from './support/stored-session';
import { countTokenRequests } from './support/test-server';

/** Section 4's one refresh at a time, held over many reloads: a long journey (npm run test:journeys). */
const RUNS = 20;

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
