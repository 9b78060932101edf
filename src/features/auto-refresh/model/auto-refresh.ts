import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  nearsItsEnd,
  parseAccessClaims,
  readStoredAuth,
  refreshFailedForNow,
  refreshRetryDelayMs,
  type RefreshRetryHint,
  refreshSessionFx,
  renewalAdopted,
  serverNow,
  sessionEnded,
  sessionResumed,
  tokenReceived,
} from '@/entities/session';
import { isOnline } from '@/shared/api';
import { createScopedTimer } from '@/shared/lib/timer';

import { AUTO_REFRESH_FIRST_RUN_MS, AUTO_REFRESH_INTERVAL_MS } from '../config/auto-refresh-config';
import { claimRefreshLeadership, isTimedOut, keepRefreshLeadership, mayRefreshNow, thisTabId } from './refresh-leader';

/** Started for a signed-in user with the AutoRefreshToken permission. */
export const autoRefreshStarted = createEvent();
export const autoRefreshStopped = createEvent();
/** Window focus makes this tab the one that refreshes (section 4). */
export const windowFocused = createEvent();

export const $isAutoRefreshing = createStore(false);

const tickDue = createEvent();
/** One tick waits at a time: a start replaces it, a stop clears it. */
const tick = createScopedTimer('timeout', tickDue, () => undefined);

type TickDecision = 'refresh' | 'skip' | 'stop';

/**
 * Only the tab holding the stored refresh id refreshes (it renews its claim on every tick), and only a token that would
 * expire before the next tick by the issuer's clock (the stored one: another tab may have renewed it); the timed-out
 * flag stops refreshing altogether. The stored id's time is this device's, as every tab reading it shares the clock.
 * Offline, ticks pass without a request: the network's return resumes the session, which decides again at once.
 */
const decideTickFx = createEffect((): TickDecision => {
  if (isTimedOut()) return 'stop';
  const now = Date.now();
  keepRefreshLeadership(thisTabId, now);
  if (!isOnline()) return 'skip';
  const claims = parseAccessClaims(readStoredAuth()?.access_token);
  if (!nearsItsEnd(claims, serverNow(now), AUTO_REFRESH_INTERVAL_MS)) return 'skip';
  return mayRefreshNow(thisTabId, now) ? 'refresh' : 'skip';
});

const claimLeadershipFx = createEffect(() => claimRefreshLeadership(thisTabId, Date.now()));

const started = sample({ clock: autoRefreshStarted, source: $isAutoRefreshing, filter: (running) => !running });

$isAutoRefreshing.on(started, () => true).reset(autoRefreshStopped, sessionEnded);

sample({ clock: started, fn: () => AUTO_REFRESH_FIRST_RUN_MS, target: tick.startFx });
sample({ clock: [autoRefreshStopped, sessionEnded], target: tick.stopFx });
sample({ clock: tickDue, filter: $isAutoRefreshing, target: decideTickFx });
// Back from sleep or offline: the tick that did not come is made now, and the next one an interval later.
sample({ clock: sessionResumed, filter: $isAutoRefreshing, target: decideTickFx });
sample({
  clock: decideTickFx.doneData,
  filter: (decision) => decision === 'refresh',
  fn: () => undefined,
  target: refreshSessionFx,
});
sample({ clock: decideTickFx.doneData, filter: (decision) => decision === 'stop', target: autoRefreshStopped });
sample({
  clock: decideTickFx.doneData,
  filter: (decision) => decision !== 'stop',
  fn: () => AUTO_REFRESH_INTERVAL_MS,
  target: tick.startFx,
});
sample({ clock: windowFocused, filter: $isAutoRefreshing, target: claimLeadershipFx });

/**
 * Issue 16: a refresh that failed only for now is tried again with back-off while the access token holds; the last
 * try comes as it expires, and a failure then logs off (the session model's rule). Attempts count from the last
 * refreshed token; a retry overtaken by a success is dropped, and one overtaken by a later failure is replaced.
 */
const $failedAttempts = createStore(0);

interface ScheduledRetry {
  attempt: number;
  hint: RefreshRetryHint;
}
const retryScheduled = createEvent<ScheduledRetry>();
const retryDue = createEvent();
const retry = createScopedTimer('timeout', retryDue, () => undefined);

$failedAttempts
  .on(retryScheduled, (_, { attempt }) => attempt)
  .reset(tokenReceived, renewalAdopted, started, autoRefreshStopped, sessionEnded);

sample({
  clock: refreshFailedForNow,
  source: { attempts: $failedAttempts, running: $isAutoRefreshing },
  filter: ({ running }) => running,
  fn: ({ attempts }, hint) => ({ attempt: attempts + 1, hint }),
  target: retryScheduled,
});
const retryDelayFx = createEffect(({ attempt, hint }: ScheduledRetry) =>
  refreshRetryDelayMs(attempt, hint, serverNow()),
);

sample({ clock: retryScheduled, target: retryDelayFx });
sample({ clock: retryDelayFx.doneData, target: retry.startFx });
sample({ clock: [tokenReceived, renewalAdopted, autoRefreshStopped, sessionEnded], target: retry.stopFx });
const isOnlineFx = createEffect(isOnline);
/** A retry that comes due offline waits for the network; back, the failed refresh is tried again at once. */
sample({ clock: [retryDue, sessionResumed], target: isOnlineFx });
sample({
  clock: isOnlineFx.doneData,
  source: { attempts: $failedAttempts, running: $isAutoRefreshing },
  filter: ({ attempts, running }, online) => online && running && attempts > 0,
  fn: () => undefined,
  target: refreshSessionFx,
});
