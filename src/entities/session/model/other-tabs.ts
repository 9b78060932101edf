import { createEffect, sample } from 'effector';

import type { StoredAuth } from '../lib/stored-auth';
import { restoreSessionFx, tokenReceived } from './session';
import { storedAuthChanged, storedAuthToFollow, tabWatchStarted } from './tab-events';

export { sessionChanged, storedAuthChanged } from './tab-events';

// What follows the other tabs (tab-follow.ts) loads as a session starts here, or as another tab first changes the
// stored login object: the sign-in and 404 pages do not load it before then.
const loadTabFollowingFx = createEffect(async () => {
  await import('./tab-follow');
});
const startTabWatchFx = createEffect(async (auth: StoredAuth) => {
  await import('./tab-follow');
  return auth;
});

sample({ clock: storedAuthChanged, target: loadTabFollowingFx });
sample({ clock: loadTabFollowingFx.done, target: storedAuthToFollow });
sample({ clock: [tokenReceived, restoreSessionFx.doneData], filter: Boolean, target: startTabWatchFx });
sample({ clock: startTabWatchFx.doneData, target: tabWatchStarted });
