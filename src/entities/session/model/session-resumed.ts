import { createEffect, sample } from 'effector';

import type { StoredAuth } from '../lib/stored-auth';
import { resumeWatchStarted } from './resume-events';
import { restoreSessionFx, tokenReceived } from './session';

export { sessionResumed } from './resume-events';

// What watches for a session's resumes (resume-watch.ts) starts with the session: its code loads then, so that the
// sign-in and 404 pages do not load it.
const loadResumeWatchFx = createEffect(async (auth: StoredAuth) => {
  await import('./resume-watch');
  return auth;
});

sample({ clock: [tokenReceived, restoreSessionFx.doneData], filter: Boolean, target: loadResumeWatchFx });
sample({ clock: loadResumeWatchFx.doneData, target: resumeWatchStarted });
