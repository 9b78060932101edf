import { createEvent } from 'effector';

import type { StoredAuth } from '../lib/stored-auth';

/** Another tab changed the stored login object (a refresh, a context switch, a logout, another sign-in). */
export const storedAuthChanged = createEvent();
/**
 * The sign-in behind the tokens is another one (the identity event `session_changed`): another tab signed in anew,
 * or the OpenID provider reports a change. A refresh then checks it; if that fails the user is logged out.
 */
export const sessionChanged = createEvent();

/** Another tab's change, to be read now that the code that follows it (tab-follow.ts) has loaded. */
export const storedAuthToFollow = createEvent();
/** A session's tokens came here, and the code that watches for changes made elsewhere has loaded. */
export const tabWatchStarted = createEvent<StoredAuth>();
