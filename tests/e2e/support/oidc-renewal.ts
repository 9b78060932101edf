import type { BrowserContext } from '@playwright/test';

/**
 * The provider's access tokens live 300 s, and the auto refresh renews one only when it would expire before its next
 * tick: at the second tick, 243 s after sign-in (57 s left). The context's clock runs there in steps, and no further
 * than the renewal: the provider dates its tokens by the real clock, and a page clock nearly a token's lifetime ahead
 * of it sees the renewed token expire at once, and logs out (1 run in 14 when the clock went on to 270 s).
 */
export async function runToFirstRenewal(context: BrowserContext, renewalSent: Promise<unknown>): Promise<void> {
  let sent = false;
  void renewalSent.then(() => (sent = true));
  for (let elapsed = 0; elapsed < 240_000; elapsed += 30_000) await context.clock.runFor(30_000);
  for (let elapsed = 0; !sent && elapsed < 30_000; elapsed += 1_000) await context.clock.runFor(1_000);
  await renewalSent;
}
