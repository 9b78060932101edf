import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

import { watchNetwork } from '@/shared/api';
import { createScopedTimer } from '@/shared/lib/timer';

import { WAKE_HEARTBEAT_MS, WAKE_JUMP_MS } from '../config/session-config';
import { serverNow } from '../lib/server-clock';
import { readStoredAuth } from '../lib/stored-auth';
import { rememberReturnUrl } from '../lib/stored-return-url';
import { isUnexpired, parseRefreshClaims } from '../lib/token-claims';
import { resumeWatchStarted, sessionResumed } from './resume-events';
import { $auth, loggedOut, logOutRequested, sessionEnded } from './session';

const beat = createEvent<number>();
const readNowFx = createEffect(() => Date.now());
const heartbeat = createScopedTimer('interval', beat, () => Date.now());
const $lastBeatAt = createStore(0);
const startHeartbeatFx = attach({ effect: heartbeat.startFx, mapParams: () => WAKE_HEARTBEAT_MS });

// Started as each session's tokens come (session-resumed.ts loads this code with the first).
sample({ clock: resumeWatchStarted, target: [startHeartbeatFx, readNowFx] });
sample({ clock: readNowFx.doneData, target: $lastBeatAt });
sample({ clock: sessionEnded, target: heartbeat.stopFx });
/** Each beat with the one before it (read before this beat is stored). */
const beatAfter = sample({ clock: beat, source: $lastBeatAt, fn: (last, now) => ({ last, now }) });
$lastBeatAt.on(beatAfter, (_, { now }) => now).reset(sessionEnded);
sample({
  clock: beatAfter,
  filter: ({ last, now }) => last > 0 && now - last > WAKE_HEARTBEAT_MS + WAKE_JUMP_MS,
  fn: () => undefined,
  target: sessionResumed,
});

let watchingPage = false;
/** Listened for once per page, in the scope the session runs in. */
const watchPageReturnsFx = createEffect(() => {
  if (watchingPage || typeof window === 'undefined') return;
  watchingPage = true;
  const resumed = scopeBind(sessionResumed, { safe: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resumed();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resumed();
  });
  watchNetwork((online) => {
    if (online) resumed();
  });
});
sample({ clock: resumeWatchStarted, target: watchPageReturnsFx });

/**
 * A refresh token that expired while the page was away cannot be renewed: the session ends at once, and the page the
 * user was on is kept for the next sign-in. An OIDC session's ID token (in the refresh token's place) is renewed by
 * the provider, whatever its own expiry.
 */
const expiredWhileAwayFx = createEffect(() => {
  const stored = readStoredAuth();
  if (!stored || stored.identityProvider === 'oidc') return null;
  const claims = parseRefreshClaims(stored.refresh_token);
  if (claims === null || isUnexpired(claims, serverNow())) return null;
  return `${globalThis.location.pathname}${globalThis.location.search}${globalThis.location.hash}`;
});
const $returnAfterLogout = createStore<string | null>(null);
// Written after the logout, which clears the session's stored data.
const keepReturnUrlFx = createEffect((location: string) => rememberReturnUrl(location));

sample({ clock: sessionResumed, source: $auth, filter: Boolean, target: expiredWhileAwayFx });
sample({ clock: expiredWhileAwayFx.doneData, filter: Boolean, target: $returnAfterLogout });
sample({ clock: expiredWhileAwayFx.doneData, filter: Boolean, fn: () => undefined, target: logOutRequested });
sample({ clock: loggedOut, source: $returnAfterLogout, filter: Boolean, target: keepReturnUrlFx });
$returnAfterLogout.reset(keepReturnUrlFx.finally);
