import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod/mini';

import {
  $refreshClaims,
  idleLogOffRequested,
  logOutRequested,
  type RefreshClaims,
  refreshSessionFx,
  rememberReturnUrl,
  serverNow,
  sessionEnded,
  sessionResumed,
  tokenReceived,
} from '@/entities/session';
import { localStore } from '@/shared/lib/storage';
import { createScopedTimer } from '@/shared/lib/timer';

import { IDLE_TICK_MS, idlePingMs } from '../config/idle-config';
import { type IdleTiming, sessionIdleTiming, warningSecondsLeft } from './idle-timing';

export const idleWatchStarted = createEvent();
export const activityDetected = createEvent();
export const continueSessionClicked = createEvent();
export const logOutClicked = createEvent();
const ticked = createEvent<number>();
const pinged = createEvent<number>();

const activitySchema = z.object({ lastActivityAt: z.number() });

/** Last activity lives in storage, so that activity in any tab counts for all of them. */
const recordActivityFx = createEffect(() => {
  const now = Date.now();
  localStore.write('session', { lastActivityAt: now });
  return now;
});
const readActivityFx = createEffect(() => localStore.read('session', activitySchema)?.lastActivityAt ?? null);

const ticker = createScopedTimer('interval', ticked, () => Date.now());
/** Starts the second ticker; answers the moment it started. */
const startTickerFx = createEffect(() => Date.now());
const stopTickerFx = ticker.stopFx;
sample({ clock: startTickerFx.done, fn: () => IDLE_TICK_MS, target: ticker.startFx });

/** Timed out: refreshing stops (the timed-out flag); the place the user was in is kept for the next sign-in. */
const saveTimedOutFx = createEffect(() => {
  localStore.write('timedOut', true);
  return `${globalThis.location.pathname}${globalThis.location.search}${globalThis.location.hash}`;
});
// Written after the logout, which clears the session's stored data.
const keepReturnUrlFx = createEffect((location: string) => rememberReturnUrl(location));
const $timedOutAt = createStore<string | null>(null);
const clearTimedOutFx = createEffect(() => localStore.remove('timedOut'));

export const $isWatching = createStore(false);
const $timing = createStore<IdleTiming | null>(null);
/** The refresh token the idle time was last derived from, and when the idle module last pinged. */
const $timedBy = createStore<RefreshClaims | null>(null);
const $lastPingAt = createStore(0);
const $lastActivity = createStore(0);
const $now = createStore(0);

export const $secondsLeft = combine($isWatching, $timing, $lastActivity, $now, (watching, timing, last, now) =>
  watching && timing ? warningSecondsLeft(last, timing, now) : null,
);
/** One warning, shared by every tab, since all derive it from the same stored activity. */
export const $isWarningOpen = $secondsLeft.map((seconds) => seconds !== null);

const started = sample({ clock: idleWatchStarted, source: $isWatching, filter: (watching) => !watching });
$isWatching.on(started, () => true).reset(sessionEnded);

sample({ clock: started, target: [recordActivityFx, startTickerFx, clearTimedOutFx] });
/** The idle time left by the refresh token, on the issuer's clock; the countdown then runs on the device's. */
const deriveTimingFx = createEffect(({ claims, justIssued }: { claims: RefreshClaims | null; justIssued: boolean }) =>
  sessionIdleTiming(claims, serverNow(), justIssued),
);
sample({ clock: deriveTimingFx.doneData, target: $timing });
sample({
  clock: startTickerFx.doneData,
  source: $refreshClaims,
  fn: (claims) => ({ claims, justIssued: false }),
  target: deriveTimingFx,
});
sample({
  clock: [recordActivityFx.doneData, readActivityFx.doneData],
  filter: (at): at is number => at !== null,
  target: $lastActivity,
});
sample({ clock: [ticked, recordActivityFx.doneData], target: $now });
sample({ clock: ticked, target: readActivityFx });
/** Back from sleep: judged at once by the time that passed, not at the ticker's next second. */
const readNowFx = createEffect(() => Date.now());
sample({ clock: sessionResumed, filter: $isWatching, target: readNowFx });
sample({ clock: readNowFx.doneData, target: ticked });

sample({
  clock: activityDetected,
  filter: combine($isWatching, $isWarningOpen, (w, open) => w && !open),
  target: recordActivityFx,
});

/** Continue refreshes the token and restarts idle watching; other refreshes (the auto refresh) are not activity. */
const continueSessionFx = attach({ effect: refreshSessionFx, mapParams: () => undefined });
sample({ clock: continueSessionClicked, target: continueSessionFx });
sample({ clock: continueSessionFx.done, filter: $isWatching, target: recordActivityFx });
const readClockFx = createEffect(() => Date.now());
sample({ clock: continueSessionFx.done, target: readClockFx });
sample({
  clock: readClockFx.doneData,
  source: $refreshClaims,
  fn: (claims) => ({ claims, justIssued: true }),
  target: deriveTimingFx,
});
sample({ clock: logOutClicked, target: logOutRequested });

const timedOut = sample({ clock: $secondsLeft, filter: (seconds) => seconds !== null && seconds < 0 });
$isWatching.reset(timedOut);
sample({ clock: timedOut, target: saveTimedOutFx });
$timedOutAt.on(saveTimedOutFx.doneData, (_, location) => location);
sample({ clock: saveTimedOutFx.finally, fn: () => undefined, target: idleLogOffRequested });
sample({ clock: sessionEnded, source: $timedOutAt, filter: Boolean, target: keepReturnUrlFx });
$timedOutAt.reset(keepReturnUrlFx.finally);
sample({ clock: sessionEnded, target: stopTickerFx });
sample({ clock: tokenReceived, filter: $isWatching.map((watching) => !watching), target: clearTimedOutFx });

/**
 * The idle module's ping (section 9: every 60 s for a session, 240 s without one): a session renewed since the idle
 * time was derived (by the auto refresh or another tab) gives the idle time its new token's lifetime, as Continue does.
 */
sample({ clock: startTickerFx.doneData, target: $lastPingAt });
sample({
  clock: ticked,
  source: { last: $lastPingAt, claims: $refreshClaims },
  filter: ({ last, claims }, now) => now - last >= idlePingMs(claims),
  fn: (_, now) => now,
  target: pinged,
});
$lastPingAt.on(pinged, (_, now) => now);
sample({ clock: [startTickerFx.doneData, readClockFx.doneData], source: $refreshClaims, target: $timedBy });
const renewed = sample({
  clock: pinged,
  source: { claims: $refreshClaims, timedBy: $timedBy, open: $isWarningOpen },
  filter: ({ claims, timedBy, open }) => !open && claims !== null && claims.exp !== timedBy?.exp,
  fn: ({ claims }) => ({ claims: claims as RefreshClaims }),
});
sample({ clock: renewed, fn: ({ claims }) => ({ claims, justIssued: true }), target: deriveTimingFx });
sample({ clock: renewed, fn: ({ claims }) => claims, target: $timedBy });
