/**
 * `npm run bench`: builds the app, serves it from the reference server and measures, in Debian's Chromium, what a
 * user's browser gets: the JavaScript of the sign-in and 404 pages (gzip -9 and as sent), the sign-in through the form
 * to the painted shell (its JavaScript, serial round trips, repeated requests, early token refreshes), a reload while
 * signed in, and Lighthouse (mobile, median of three). Prints each figure beside its budget; exits 1 when one is missed.
 */
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { build } from 'vite';

import { BUDGETS } from './bench/budgets.ts';
import { floorJsGzip, stackFloorJsGzip } from './bench/floor.ts';
import { loadPage, signInJourney } from './bench/journeys.ts';
import { lighthouseScores } from './bench/lighthouse.ts';
import { startReferenceServer } from './bench/reference-server.ts';
import {
  apiRequests,
  blockingRequests,
  byteFigures,
  duplicateApiRequests,
  roundTripDepths,
  serialRoundTrips,
} from './bench/request-figures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Row {
  measure: string;
  value: string;
  budget: string;
  met: boolean | null;
}
const rows: Row[] = [];
/** Which requests a figure counts, printed under the table. */
const details: string[] = [];
const report = (measure: string, value: string, budget = '', met: boolean | null = null) =>
  rows.push({ measure, value, budget, met });
const listed = (measure: string, items: readonly string[]) => {
  if (items.length) details.push(`${measure}:\n${items.map((item) => `  ${item}`).join('\n')}`);
};
const atMost = (measure: string, value: number, budget: number, show: (n: number) => string = String) =>
  report(measure, show(value), `≤ ${show(budget)}`, value <= budget);
const atLeast = (measure: string, value: number, budget: number) =>
  report(measure, value.toFixed(2), `≥ ${budget.toFixed(2)}`, value >= budget);

await build({ root, logLevel: 'warn' });
report('floor: bare React 19 page, JS gzip', kib(await floorJsGzip(root)));
report('floor: bare sign-in form on the fixed stack, JS gzip', kib(await stackFloorJsGzip(root)));

const server = await startReferenceServer(root);
ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of ['/auth', '/404']) {
    const bytes = byteFigures((await loadPage(browser, server.baseUrl, path)).entries);
    if (path === '/auth')
      atMost(`${path}: JS gzip (${bytes.scripts} files)`, bytes.jsGzip, BUDGETS.signInPageJsGzip, kib);
    else report(`${path}: JS gzip (${bytes.scripts} files)`, kib(bytes.jsGzip));
    report(`${path}: JS as sent / everything as sent`, `${kib(bytes.jsSent)} / ${kib(bytes.allSent)}`);
  }

  const journey = await signInJourney(browser, server.baseUrl);
  const bytes = byteFigures(journey.entries);
  atMost('sign in → shell: JS gzip', bytes.jsGzip, BUDGETS.signInToShellJsGzip, kib);
  report('sign in → shell: JS as sent / everything as sent', `${kib(bytes.jsSent)} / ${kib(bytes.allSent)}`);
  report('sign in → shell: API requests after the click', String(apiRequests(journey.afterSignIn).length));
  atMost('sign in → shell: serial round trips', serialRoundTrips(journey.afterSignIn), BUDGETS.serialRoundTrips);
  const waitedFor = blockingRequests(journey.afterSignIn);
  const depths = roundTripDepths(waitedFor);
  listed(
    'sign in → shell: requests by round trip',
    waitedFor.map((entry, index) => `${depths[index]}  ${entry.method} ${new URL(entry.url).pathname}`),
  );
  const repeats = duplicateApiRequests(journey.entries);
  atMost('sign in → shell: API requests made twice', repeats.length, BUDGETS.duplicateApiRequests);
  listed('sign in → shell: API requests made twice', repeats);
  atMost('token refreshes in the 6 s after sign-in', journey.earlyRefreshes, BUDGETS.earlyTokenRefreshes);
  const blocking = journey.returnVisitBlocking.map((entry) => new URL(entry.url).pathname);
  atMost(
    'reload while signed in: requests before the header paints',
    blocking.length,
    BUDGETS.returnVisitBlockingRequests,
  );
  listed('reload while signed in: requests before the header paints', blocking);
} finally {
  await browser.close();
}

try {
  for (const path of ['/auth', '/404']) {
    const scores = await lighthouseScores(`${server.baseUrl}${path}`);
    atLeast(`${path}: Lighthouse mobile performance (median of 3)`, scores.performance, BUDGETS.lighthousePerformance);
    atLeast(`${path}: Lighthouse accessibility (median of 3)`, scores.accessibility, BUDGETS.lighthouseAccessibility);
  }
} finally {
  await server.stop();
}

const width = Math.max(...rows.map((row) => row.measure.length));
console.log('');
for (const { measure, value, budget, met } of rows) {
  const verdict = met === null ? '' : met ? 'ok' : 'MISSED';
  console.log(`${measure.padEnd(width)}  ${value.padStart(10)}  ${budget.padEnd(12)}  ${verdict}`);
}
for (const detail of details) console.log(`\n${detail}`);
const missed = rows.filter((row) => row.met === false).length;
console.log(missed ? `\n${missed} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed ? 1 : 0;
