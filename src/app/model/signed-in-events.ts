import { createEvent } from 'effector';

// What the signed-in features' models follow, apart from session-lifecycle.ts, which loads those models and raises
// these: the models import this file, not the one that loads them.

/** The permissions of a session that started or was renewed; the signed-in features' models are loaded by then. */
export const permissionsLoaded = createEvent<string[]>();

/**
 * The signed-in features' models are there, once per page: they start from what happened before them (a restored
 * session, a sign-in, the page already entered), which their own triggers did not see.
 */
export const signedInFeaturesStarted = createEvent();
