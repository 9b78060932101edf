import { createEvent } from 'effector';

import type { StoredAuth } from '../lib/stored-auth';

/**
 * The page is back after time its timers may not have seen: shown again, back from the back-forward cache, online
 * again, or a heartbeat that came late (a laptop that slept). Every timed judgement of the session (the auto refresh,
 * the idle time, `token_expires`) is made again by the time that passed: at most one renewal, no burst.
 */
export const sessionResumed = createEvent();

/** A session's tokens came, and the code that watches for its resumes (resume-watch.ts) has loaded. */
export const resumeWatchStarted = createEvent<StoredAuth>();
