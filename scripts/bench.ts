/**
 * `npm run bench`: builds the app, serves it from the reference server and measures, in Debian's Chromium, what a
 * user's browser gets: the JavaScript of the sign-in and 404 pages (gzip -9 and as sent), the sign-in through the form
 * to the painted shell (its JavaScript, serial round trips, repeated requests, early token refreshes), a reload while
 * signed in, a hosted module (the onboarding module, from its own origin) opened from the shell's navigation over a
 * phone's round trip, and Lighthouse (mobile, median of three). A page's JavaScript is also split into libraries and the app's
 * own code, to show what a relative budget leaves the app. The same figures of the stack floor (a bare sign-in form on the
 * same stack, built in the same run) stand beside the app's, and the page budgets are relative to them. Prints each
 * figure beside its budget; exits 1 when one is missed. `--bytes` skips Lighthouse (the byte figures do not vary with
 * load). `BENCH_PORT` serves the app on that port, the floor on the next and the hosted module on the one after
 * (default: free ports).
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { build, type Rollup } from 'vite';

import {
  closeServer,
  ensureOnboardingBuilt,
  ONBOARDING_DIST,
  onboardingModule,
  serveModules,
} from '../tests/e2e/support/module-origins.ts';
import { BUDGETS } from './bench/budgets.ts';
import { appCodeGzip, appCodeShares } from './bench/code-shares.ts';
import { documentHeadersOf } from './bench/document-headers.ts';
import { floorJsGzip, STACK_FLOOR_OUT_DIR, stackFloorJsGzip } from './bench/floor.ts';
import { SCRIPT_FREE_PATH, startFloorServer } from './bench/floor-server.ts';
import { hostedModuleJourney, loadPage, signInJourney } from './bench/journeys.ts';
import { lighthouseScores } from './bench/lighthouse.ts';
import { startReferenceServer } from './bench/reference-server.ts';
import {
  apiRequests,
  blockingRequests,
  byteFigures,
  duplicateApiRequests,
  roundTripDepths,
  roundTripOf,
  serialRoundTrips,
} from './bench/request-figures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const bytesOnly = process.argv.includes('--bytes');
const benchPort = Number(process.env.BENCH_PORT ?? 0);

interface Row {
  measure: string;
  value: string;
  /** The stack floor's figure of the same run, where it has one. */
  floor: string;
  budget: string;
  met: boolean | null;
}
const rows: Row[] = [];
/** Which requests a figure counts, printed under the table. */
const details: string[] = [];
const report = (measure: string, value: string, budget = '', met: boolean | null = null, floor = '') =>
  rows.push({ measure, value, floor, budget, met });
const listed = (measure: string, items: readonly string[]) => {
  if (items.length) details.push(`${measure}:\n${items.map((item) => `  ${item}`).join('\n')}`);
};
const atMost = (measure: string, value: number, budget: number, show: (n: number) => string = String, floor = '') =>
  report(measure, show(value), `≤ ${show(budget)}`, value <= budget, floor);
const atLeast = (measure: string, value: number, budget: number, floor = '') =>
  report(measure, value.toFixed(2), `≥ ${budget.toFixed(2)}`, value >= budget, floor);
const ms = (value: number) => `${Math.round(value)} ms`;

const built = (await build({ root, logLevel: 'warn' })) as Rollup.RollupOutput | Rollup.RollupOutput[];
const codeShares = appCodeShares(Array.isArray(built) ? built : [built]);
report('bare React 19 page, JS gzip', kib(await floorJsGzip(root)));
const floorJs = await stackFloorJsGzip(root);
report('stack floor (bare sign-in form on the fixed stack), JS gzip', kib(floorJs), '', null, kib(floorJs));

// The hosted-module journey's module: built on its own, served from an origin of its own, named in config.json.
ensureOnboardingBuilt(root);
const moduleOrigin = await serveModules(benchPort && benchPort + 2, {
  directories: { '/onboarding/': `${root}${ONBOARDING_DIST}` },
});
const onboarding = onboardingModule(`http://localhost:${(moduleOrigin.address() as AddressInfo).port}`);
const server = await startReferenceServer(root, benchPort, [onboarding]);
ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const pageBudgets = {
    '/auth': [BUDGETS.signInPageLibrariesOverFloor, BUDGETS.signInPageOwnCodeGzip],
    '/404': [BUDGETS.notFoundPageLibrariesOverFloor, BUDGETS.notFoundPageOwnCodeGzip],
  } as const;
  for (const [path, [librariesTimes, ownCodeBudget]] of Object.entries(pageBudgets)) {
    const { entries } = await loadPage(browser, server.baseUrl, path);
    const bytes = byteFigures(entries);
    report(
      `${path}: JS gzip (${bytes.scripts} files)`,
      `${kib(bytes.jsGzip)} = ${(bytes.jsGzip / floorJs).toFixed(2)} ×`,
      '',
      null,
      kib(floorJs),
    );
    // The libraries a page runs against the floor's whole JavaScript; the app's own code (src/) on its own.
    const ownCode = appCodeGzip(entries, codeShares);
    const libraries = bytes.jsGzip - ownCode;
    report(
      `${path}: of it libraries`,
      `${kib(libraries)} = ${(libraries / floorJs).toFixed(2)} ×`,
      `≤ ${librariesTimes.toFixed(2)} × floor`,
      libraries / floorJs <= librariesTimes,
      kib(floorJs),
    );
    atMost(`${path}: of it the app's own code (src/)`, ownCode, ownCodeBudget, kib);
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

  // Issue 40: the onboarding module opened from the shell's navigation, pointer first, over a phone's round trip.
  const hosted = await hostedModuleJourney(browser, server.baseUrl, {
    title: onboarding.title['en-us'],
    paintedSelector: '[data-testid="onboarding-module"]',
    firstReadPath: '/api/access/v1/tenants/current',
  });
  const hostedTrips = serialRoundTrips(hosted.entries);
  atMost('hosted module: serial round trips, link → first paint', hostedTrips, BUDGETS.hostedModuleSerialRoundTrips);
  report('hosted module: first paint after the click', ms(hosted.paintedAt - hosted.clickedAt));
  const sharedChunkTrip = roundTripOf(hosted.entries, (entry) => /\/share-libraries-[\w-]+\.js$/.test(entry.url));
  const entryTrip = roundTripOf(hosted.entries, (entry) => entry.url === onboarding.entry);
  const together = sharedChunkTrip !== null && sharedChunkTrip === entryTrip;
  report(
    'hosted module: shared libraries’ chunk and entry requested together',
    together ? 'yes' : `no (round trips ${sharedChunkTrip ?? '–'} / ${entryTrip ?? '–'})`,
    'same round trip',
    together,
  );
  const hostedRequests = blockingRequests(hosted.entries);
  const hostedDepths = roundTripDepths(hostedRequests);
  const appOrigin = new URL(server.baseUrl).origin;
  listed(
    'hosted module: requests by round trip (from the pointer on its link; the click came at ' +
      `${ms(hosted.clickedAt)}, the first paint at ${ms(hosted.paintedAt)})`,
    hostedRequests.map((entry, index) => {
      const url = new URL(entry.url);
      const where = url.origin === appOrigin ? url.pathname : `${url.host}${url.pathname}`;
      return `${hostedDepths[index]}  ${entry.method} ${where}  (${ms(entry.start)}–${ms(entry.end)})`;
    }),
  );
} finally {
  await browser.close();
  await closeServer(moduleOrigin);
}

const floorServer = await startFloorServer(
  `${root}${STACK_FLOOR_OUT_DIR}`,
  benchPort && benchPort + 1,
  await documentHeadersOf(`${server.baseUrl}/auth`),
);
try {
  if (!bytesOnly) {
    const pages = [`${floorServer.baseUrl}/auth`, `${server.baseUrl}/auth`, `${server.baseUrl}/404`] as const;
    const [floor, signInPage, notFoundPage] = await lighthouseScores(pages, 'simulate');
    for (const [path, scores] of [
      ['/auth', signInPage],
      ['/404', notFoundPage],
    ] as const) {
      atLeast(
        `${path}: Lighthouse mobile performance (median of 3)`,
        scores.performance,
        floor.performance - BUDGETS.lighthousePerformanceBelowFloor,
        floor.performance.toFixed(2),
      );
      atLeast(
        `${path}: Lighthouse accessibility (median of 3)`,
        scores.accessibility,
        BUDGETS.lighthouseAccessibility,
        floor.accessibility.toFixed(2),
      );
    }
    atMost(
      '/auth: Lighthouse Total Blocking Time (median of 3)',
      signInPage.totalBlockingTime,
      floor.totalBlockingTime + BUDGETS.totalBlockingTimeOverFloorMs,
      ms,
      ms(floor.totalBlockingTime),
    );
    atMost(
      '/auth: Lighthouse Largest Contentful Paint (median of 3)',
      signInPage.largestContentfulPaint,
      floor.largestContentfulPaint + BUDGETS.largestContentfulPaintOverFloorMs,
      ms,
      ms(floor.largestContentfulPaint),
    );
    // The same pages slowed for real (4 × CPU, a phone's network): what a phone meets, beside the simulation.
    const [slowFloor, slowSignIn, slowNotFound, scriptFree] = await lighthouseScores(
      [...pages, `${floorServer.baseUrl}${SCRIPT_FREE_PATH}`],
      'devtools',
    );
    atMost(
      '/auth: longest main-thread task, devtools throttling (median of 3)',
      slowSignIn.longestTask,
      BUDGETS.longestTaskMs,
      ms,
      ms(slowFloor.longestTask),
    );
    // The browser's own first task of a page served with the app's headers (a new renderer for the opener policy):
    // no script can cut it.
    report(
      'a page with no script, the same headers: longest main-thread task, devtools throttling (median of 3)',
      ms(scriptFree.longestTask),
    );
    for (const [path, scores] of [
      ['/auth', slowSignIn],
      ['/404', slowNotFound],
    ] as const) {
      report(
        `${path}: devtools throttling: performance / TBT / LCP (median of 3)`,
        `${scores.performance.toFixed(2)} / ${ms(scores.totalBlockingTime)} / ${ms(scores.largestContentfulPaint)}`,
        '',
        null,
        `${slowFloor.performance.toFixed(2)} / ${ms(slowFloor.totalBlockingTime)} / ${ms(slowFloor.largestContentfulPaint)}`,
      );
    }
  }
} finally {
  await floorServer.stop();
  await server.stop();
}

const width = Math.max(...rows.map((row) => row.measure.length));
const valueWidth = Math.max(...rows.map((row) => row.value.length));
const floorWidth = Math.max('stack floor'.length, ...rows.map((row) => row.floor.length));
console.log('');
console.log(`${'measure'.padEnd(width)}  ${'app'.padStart(valueWidth)}  ${'stack floor'.padStart(floorWidth)}  budget`);
for (const { measure, value, floor, budget, met } of rows) {
  const verdict = met === null ? '' : met ? 'ok' : 'MISSED';
  console.log(
    `${measure.padEnd(width)}  ${value.padStart(valueWidth)}  ${floor.padStart(floorWidth)}  ${budget.padEnd(17)}  ${verdict}`,
  );
}
for (const detail of details) console.log(`\n${detail}`);
const missed = rows.filter((row) => row.met === false).length;
console.log(missed ? `\n${missed} budget(s) missed.` : '\nEvery budget met.');
process.exitCode = missed ? 1 : 0;
