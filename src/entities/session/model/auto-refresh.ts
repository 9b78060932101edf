import { createEffect, createEvent, createStore, sample } from 'effector';

import { AUTO_REFRESH_FIRST_RUN_MS, AUTO_REFRESH_INTERVAL_MS } from '../config/auto-refresh-config';
import { refreshRetryDelayMs, type RefreshRetryHint } from '../lib/refresh-failure';
import { readStoredAuth } from '../lib/stored-auth';
import { parseAccessClaims } from '../lib/token-claims';
import { nearsItsEnd } from '../lib/token-expiry';
import { claimRefreshLeadership, isTimedOut, mayRefreshNow, thisTabId } from './refresh-leader';
import { refreshFailedForNow, refreshSessionFx, sessionEnded, tokenReceived } from './session';

/** Started for a signed-in user with the AutoRefreshToken permission. */
export const autoRefreshStarted = createEvent();
export const autoRefreshStopped = createEvent();
/** Window focus makes this tab the one that refreshes (section 4). */
export const windowFocused = createEvent();

export const $isAutoRefreshing = createStore(false);
/** Each start is a new run; a wait left over from an earlier run ends without a tick. */
const $run = createStore(0);

const waitFx = createEffect(
  ({ ms, run }: { ms: number; run: number }) =>
    new Promise<number>((resolve) => {
      setTimeout(() => resolve(run), ms);
    }),
);

type TickDecision = 'refresh' | 'skip' | 'stop';

/**
 * Only the tab holding the stored refresh id refreshes, and only a token that would expire before the next tick (the
 * stored one: another tab may have renewed it); the timed-out flag stops refreshing altogether.
 */
const decideTickFx = createEffect((): TickDecision => {
  if (isTimedOut()) return 'stop';
  const now = Date.now();
  if (!nearsItsEnd(parseAccessClaims(readStoredAuth()?.access_token), now, AUTO_REFRESH_INTERVAL_MS)) return 'skip';
  return mayRefreshNow(thisTabId, now) ? 'refresh' : 'skip';
});

const claimLeadershipFx = createEffect(() => claimRefreshLeadership(thisTabId, Date.now()));

const started = sample({ clock: autoRefreshStarted, source: $isAutoRefreshing, filter: (running) => !running });

$isAutoRefreshing.on(started, () => true).reset(autoRefreshStopped, sessionEnded);
$run.on(started, (run) => run + 1);

sample({ clock: started, source: $run, fn: (run) => ({ ms: AUTO_REFRESH_FIRST_RUN_MS, run }), target: waitFx });
sample({
  clock: waitFx.doneData,
  source: { run: $run, running: $isAutoRefreshing },
  filter: ({ run, running }, finishedRun) => running && run === finishedRun,
  target: decideTickFx,
});
sample({
  clock: decideTickFx.doneData,
  filter: (decision) => decision === 'refresh',
  fn: () => undefined,
  target: refreshSessionFx,
});
sample({ clock: decideTickFx.doneData, filter: (decision) => decision === 'stop', target: autoRefreshStopped });
sample({
  clock: decideTickFx.doneData,
  source: $run,
  filter: (_run, decision) => decision !== 'stop',
  fn: (run) => ({ ms: AUTO_REFRESH_INTERVAL_MS, run }),
  target: waitFx,
});
sample({ clock: windowFocused, filter: $isAutoRefreshing, target: claimLeadershipFx });

/**
 * Issue 16: a refresh that failed only for now is tried again with back-off while the access token holds; the last
 * try comes as it expires, and a failure then logs off (the session model's rule). Attempts count from the last
 * refreshed token; a retry overtaken by a success or by a later failure is dropped.
 */
const $failedAttempts = createStore(0);
/** The last retry scheduled: an ever-growing number, so that an older wait never passes for it. */
const $latestRetry = createStore(0);

interface ScheduledRetry {
  id: number;
  attempt: number;
  hint: RefreshRetryHint;
}
const retryScheduled = createEvent<ScheduledRetry>();

const retryWaitFx = createEffect(
  ({ id, attempt, hint }: ScheduledRetry) =>
    new Promise<number>((resolve) => {
      setTimeout(() => resolve(id), refreshRetryDelayMs(attempt, hint, Date.now()));
    }),
);

$failedAttempts
  .on(retryScheduled, (_, { attempt }) => attempt)
  .reset(tokenReceived, started, autoRefreshStopped, sessionEnded);
$latestRetry.on(retryScheduled, (_, { id }) => id);

sample({
  clock: refreshFailedForNow,
  source: { attempts: $failedAttempts, latest: $latestRetry, running: $isAutoRefreshing },
  filter: ({ running }) => running,
  fn: ({ attempts, latest }, hint) => ({ id: latest + 1, attempt: attempts + 1, hint }),
  target: retryScheduled,
});
sample({ clock: retryScheduled, target: retryWaitFx });
sample({
  clock: retryWaitFx.doneData,
  source: { attempts: $failedAttempts, latest: $latestRetry, running: $isAutoRefreshing },
  filter: ({ attempts, latest, running }, id) => running && attempts > 0 && latest === id,
  fn: () => undefined,
  target: refreshSessionFx,
});
