import { createEffect, createEvent, sample } from 'effector';

import type { StoredAuth } from '../lib/stored-auth';
import { restoreSessionFx, tokenReceived } from './session';

/**
 * The page is back after time its timers may not have seen: shown again, back from the back-forward cache, online
 * again, or a heartbeat that came late (a laptop that slept). Every timed judgement of the session (the auto refresh,
 * the idle time, `token_expires`) is made again by the time that passed: at most one renewal, no burst.
 */
export const sessionResumed = createEvent();

/**
 * What watches for it (resume-watch.ts) starts with a session: its code loads then, so that the sign-in and 404
 * pages do not load it. The payload is the session's tokens, each time they come.
 */
export const watchResumesFx = createEffect(async (auth: StoredAuth) => {
  await import('./resume-watch');
  return auth;
});

sample({ clock: [tokenReceived, restoreSessionFx.doneData], filter: Boolean, target: watchResumesFx });
