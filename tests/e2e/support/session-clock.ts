import type { Page } from '@playwright/test';

import { storedAuth } from './session';

/** From here the page's time moves only as the test moves it (an installed clock otherwise goes on with real time). */
export async function pauseSessionClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Runs the page's clock until the session is `ageMs` old, counted from its token's issue (in whole seconds): the idle
 * time of idle@acme.test is what its 180 s refresh token has left less 70 s, so its warning comes 110 s after the
 * token's issue, however long the page took to start (a loaded machine spends seconds of real time between the issue
 * and the session's timers: the warning once came with 53 s left where 60 to 55 were expected). The checks keep a
 * second or two from that moment, for the whole seconds of the token's time. `deviceClockAheadMs`: how far the page's
 * clock was installed ahead of the real one (behind, when negative).
 */
export async function runUntilSessionAge(page: Page, ageMs: number, deviceClockAheadMs = 0): Promise<void> {
  const accessToken = (JSON.parse((await storedAuth(page)) ?? '{}') as { access_token?: string }).access_token;
  const { iat } = JSON.parse(Buffer.from(accessToken?.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat: number;
  };
  const age = (await page.evaluate(() => Date.now())) - deviceClockAheadMs - iat * 1000;
  await page.clock.runFor(Math.max(ageMs - age, 0));
}
