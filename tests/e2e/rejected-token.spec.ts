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
