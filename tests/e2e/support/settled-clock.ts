import type { BrowserContext, Page } from '@playwright/test';

import { logRequests } from '../../../scripts/bench/request-log.ts';

/** How long each page must have had no request in flight before the clock moves on. */
const SETTLED_MS = 200;
const GIVE_UP_MS = 15_000;

/**
 * The context's clock, run in steps; after each step the test waits until no page has had a request in flight for a
 * moment. A timer that starts on an answer (the next renewal, a read's 20 s limit) must see that answer before the
 * clock moves on: on a loaded machine an answer takes seconds of real time, while a step of simulated time takes none.
 */
export function settledClock(context: BrowserContext, pages: readonly Page[]) {
  const settled = requestsSettled(pages);
  return {
    async runFor(totalMs: number, stepMs: number): Promise<void> {
      for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
        await context.clock.runFor(stepMs);
        await settled();
      }
    },
  };
}

/**
 * Waits, each time it is called, until no page has had a request in flight for a moment: what a step started has
 * been answered. A test that counts what a step did (renewals, reads) waits for this, not for a fixed time.
 */
export function requestsSettled(pages: readonly Page[]): () => Promise<void> {
  const logs = pages.map((page) => logRequests(page));
  return async () => {
    await Promise.all(logs.map((log) => log.quiet(SETTLED_MS, GIVE_UP_MS)));
  };
}
