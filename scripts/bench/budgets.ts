const KIB = 1024;

/**
 * Issue 27's budgets: what `npm run bench` holds the app to. The sign-in and 404 pages are measured against the stack
 * floor (`floor.ts`, `stack-floor/`) built and measured in the same run, so that machine load and library updates move
 * both sides alike; the rest are absolute.
 */
export const BUDGETS = {
  /** `/auth` JS gzip at most this many times the stack floor's. */
  signInPageJsGzipOverFloor: 1.1,
  /** `/404` JS gzip at most this many times the stack floor's. */
  notFoundPageJsGzipOverFloor: 1.05,
  signInToShellJsGzip: 300 * KIB,
  serialRoundTrips: 2,
  duplicateApiRequests: 0,
  returnVisitBlockingRequests: 0,
  earlyTokenRefreshes: 0,
  /** Lighthouse mobile performance of `/auth` and `/404`: at least this, and at least the floor's less the margin. */
  lighthousePerformance: 0.9,
  lighthousePerformanceBelowFloor: 0.02,
  /** Lighthouse's Total Blocking Time of `/auth`: at most the floor's plus this. */
  totalBlockingTimeOverFloorMs: 60,
  lighthouseAccessibility: 1,
} as const;

/**
 * What `npm test` holds the build to (absolute: `npm test` builds no floor): today's sizes and a little room, so that
 * nothing grows unnoticed. Lower them as the app shrinks.
 */
export const BYTE_CEILINGS = {
  // 248.1 and 295.2 KiB measured (issue 27: signed-in models, menus, dialogs, pickers and DOMPurify split off). A slow
  // test run can take more than 3 s to settle a page, or to go from the sign-in page to the shell: web-vitals (4 KiB)
  // then loads within the measure.
  signInPageJsGzip: 253 * KIB,
  // 302.9 KiB since issues 37–43 (the issuer's clock, waking, trace context, session-ending handlers, the offline
  // notice, module overrides); 302.3 KiB once the maintenance countdown and the hidden tab's badge load when they show
  // (issue 40). Still over the bench's 300 KiB budget: what is left before the shell paints is shown or run at once.
  signInToShellJsGzip: 305 * KIB,
} as const;

/**
 * The sign-in page's script files (5 today, 32 before its code was split by page): over HTTP/1.1 a browser fetches
 * six at a time, so each six more cost a round trip.
 */
export const SIGN_IN_PAGE_SCRIPTS_CEILING = 5;
