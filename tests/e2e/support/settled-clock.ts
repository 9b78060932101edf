import type { BrowserContext, Page, Request } from '@playwright/test';

/** How long the pages must have had no request in flight before the clock moves on. */
const SETTLED_MS = 200;
const GIVE_UP_MS = 15_000;
const POLL_MS = 25;

/** The requests of `pages` sent from now on and not yet answered (or failed). */
function requestsInFlight(pages: readonly Page[]): Set<Request> {
  const inFlight = new Set<Request>();
  for (const page of pages) {
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
  }
  return inFlight;
}

/**
 * The context's clock, run in steps; after each step the test waits until no page has had a request in flight for a
 * moment. A timer that starts on an answer (the next renewal, a read's 20 s limit) must see that answer before the
 * clock moves on: on a loaded machine an answer takes seconds of real time, while a step of simulated time takes none.
 */
export function settledClock(context: BrowserContext, pages: readonly Page[]) {
  const inFlight = requestsInFlight(pages);
  const settled = async () => {
    const giveUpAt = Date.now() + GIVE_UP_MS;
    for (let quietSince = Date.now(); Date.now() - quietSince < SETTLED_MS && Date.now() < giveUpAt;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
  return {
    async runFor(totalMs: number, stepMs: number): Promise<void> {
      for (let elapsed = 0; elapsed < totalMs; elapsed += stepMs) {
        await context.clock.runFor(stepMs);
        await settled();
      }
    },
  };
}
