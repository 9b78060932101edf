import { expect, test } from './support/fixtures';
import { expectSignedInShell, signIn } from './support/session';
import { countTokenRequests, scopeContext } from './support/test-server';

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
  // 300000 × 0.8 ms, so at 3 s, 243 s and 483 s of the ten minutes (the next would be at 723 s).
  expect(await countTokenRequests(first, scope)).toBe(1 + 3);
  for (const tab of tabs) await expect(tab.getByRole('banner')).toContainText('admin@acme.test');
});
