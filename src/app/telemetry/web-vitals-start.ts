import { attach, createEffect, createEvent, createStore, sample } from 'effector';

import { signedIn, signInSent } from '@/entities/session';
import { createScopedTimer } from '@/shared/lib/timer';

/**
 * The web-vitals library (one file) loads this long after the page's load, or after a sign-in's request and its
 * answer, whichever came last. Its observers read the browser's buffered entries (LCP, CLS, FCP, TTFB, and every
 * interaction of 104 ms or more, all that can change a rating), so nothing that counts is lost by waiting, and its
 * file and its evaluation stay out of the page's start and out of the shell's (scripts/bench/budgets.ts).
 */
export const WEB_VITALS_DELAY_MS = 3_000;

/** The page's `load` event. */
export const pageLoaded = createEvent();
const vitalsDue = createEvent();
const countdown = createScopedTimer('timeout', vitalsDue, () => undefined);
const restartCountdownFx = attach({ effect: countdown.startFx, mapParams: () => WEB_VITALS_DELAY_MS });

export const reportWebVitalsFx = createEffect(async () => {
  const vitals = await import('./web-vitals');
  vitals.reportWebVitals();
});
const $reporting = createStore(false, { serialize: 'ignore' }).on(reportWebVitalsFx, () => true);

// A sign-in brings the shell's code and reads next: the library comes after them, not among them.
sample({
  clock: [pageLoaded, signInSent, signedIn],
  source: $reporting,
  filter: (reporting) => !reporting,
  target: restartCountdownFx,
});
sample({ clock: vitalsDue, source: $reporting, filter: (reporting) => !reporting, target: reportWebVitalsFx });
