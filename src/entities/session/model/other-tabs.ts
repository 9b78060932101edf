import { createEffect, createEvent, sample } from 'effector';
import { clearSessionData } from '@/shared/lib/storage';
import { isTimedOut } from './refresh-leader';
import { $auth } from './session';
import { readStoredAuth } from './stored-auth';

/** Another tab changed the stored login object (a refresh, a context switch, a logout). */
export const storedAuthChanged = createEvent();
/** Another tab logged out: this one follows without calling the server again. */
export const loggedOutElsewhere = createEvent();

const readChangedAuthFx = createEffect(() => readStoredAuth());
const clearLocalSessionFx = createEffect(() => clearSessionData({ keepLastLoginEmail: isTimedOut() }));

sample({ clock: storedAuthChanged, target: readChangedAuthFx });
sample({ clock: readChangedAuthFx.doneData, filter: Boolean, target: $auth });
sample({
  clock: readChangedAuthFx.doneData,
  source: $auth,
  filter: (current, stored) => current !== null && stored === null,
  target: clearLocalSessionFx,
});
sample({ clock: clearLocalSessionFx.done, fn: () => null, target: [$auth, loggedOutElsewhere] });
