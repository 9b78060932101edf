import type { Page, Request } from '@playwright/test';

export interface LoggedRequest {
  method: string;
  url: string;
  type: string;
  /** Milliseconds since the log began. */
  start: number;
  end: number;
  /** The body as it crossed the network (compressed when it was sent compressed); 0 when it came from the cache. */
  bytesSent: number;
  /** The decoded body, for measuring what gzip -9 makes of it. */
  body: Buffer | null;
}

export type RequestLog = ReturnType<typeof logRequests>;

/** Every request of a page from now on, with its timing and sizes, once it has finished. */
export function logRequests(page: Page) {
  const origin = Date.now();
  const pending: Promise<LoggedRequest | null>[] = [];
  const record = async (request: Request): Promise<LoggedRequest | null> => {
    const response = await request.response();
    if (!response) return null;
    const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => null)]);
    const timing = request.timing();
    const start = timing.startTime - origin;
    return {
      method: request.method(),
      url: request.url(),
      type: request.resourceType(),
      start,
      end: start + Math.max(timing.responseEnd, 0),
      bytesSent: sizes.responseBodySize,
      body,
    };
  };
  // A set, not a count: a request already under way when the log began must not make the page look quiet.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // A request still being read as its page closes is left out.
  page.on('requestfinished', (request) => {
    inFlight.delete(request);
    pending.push(record(request).catch(() => null));
  });
  return {
    /** Resolves once the page has had no request in flight for `quietMs`, or after `giveUpMs` at the latest. */
    async quiet(quietMs = 500, giveUpMs = 10_000): Promise<void> {
      const giveUpAt = Date.now() + giveUpMs;
      for (let quietSince = Date.now(); Date.now() - quietSince < quietMs && Date.now() < giveUpAt;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inFlight.size > 0) quietSince = Date.now();
      }
    },
    /** The requests finished so far, oldest first. */
    async finished(): Promise<LoggedRequest[]> {
      const all = await Promise.all(pending);
      return all.filter((entry): entry is LoggedRequest => entry !== null).sort((a, b) => a.start - b.start);
    },
    /** Milliseconds since the log began: marks a moment to split the log at. */
    now: () => Date.now() - origin,
    /** The same for a moment the page's `Date.now()` gave. */
    sinceStart: (wallClock: number) => wallClock - origin,
  };
}
