import { attach, createEffect, createEvent, sample, scopeBind } from 'effector';

import { clearSessionData } from '@/shared/lib/storage';
import { createScopedTimer } from '@/shared/lib/timer';

import { SESSION_STATUS_CHECK_INTERVAL_MS } from '../config/session-config';
import { readStoredAuth, type StoredAuth } from '../lib/stored-auth';
import { parseAccessClaims } from '../lib/token-claims';
import { watchOidcSession } from '../oidc/oidc-on-demand';
import { $auth, loggedOutElsewhere, refreshSessionFx, sessionEnded } from './session';
import { sessionEndingFx } from './session-ending';
import { sessionChanged, storedAuthChanged, storedAuthToFollow, tabWatchStarted } from './tab-events';

/** A sign-in: the user and the `sid` the token endpoint keeps across refreshes and context switches. */
function signInOf(auth: StoredAuth): string | null {
  const claims = parseAccessClaims(auth.access_token);
  return claims ? `${claims.guid}|${claims.sid ?? ''}` : null;
}

const readChangedAuthFx = attach({
  source: $auth,
  effect: createEffect((current: StoredAuth | null) => ({ current, stored: readStoredAuth() })),
});
const clearLocalSessionFx = createEffect(() => clearSessionData());
/** Hosted modules may save drafts before this tab follows the logout (3 s at most). */
const endBeforeFollowingFx = attach({ effect: sessionEndingFx, mapParams: () => 'other-tab' as const });

sample({ clock: storedAuthToFollow, target: readChangedAuthFx });
sample({
  clock: readChangedAuthFx.doneData,
  filter: ({ stored }) => stored !== null,
  fn: ({ stored }) => stored,
  target: $auth,
});
sample({
  clock: readChangedAuthFx.doneData,
  filter: ({ current, stored }) => current !== null && stored === null,
  target: endBeforeFollowingFx,
});
sample({ clock: endBeforeFollowingFx.finally, target: clearLocalSessionFx });
sample({
  clock: readChangedAuthFx.doneData,
  filter: ({ current, stored }) => current !== null && stored !== null && signInOf(current) !== signInOf(stored),
  fn: () => undefined,
  target: sessionChanged,
});
sample({ clock: clearLocalSessionFx.done, fn: () => null, target: [$auth, loggedOutElsewhere] });
sample({ clock: sessionChanged, fn: () => undefined, target: refreshSessionFx });

/**
 * OIDC mode: oidc-client-ts watches the provider's session (its check-session frame, every 3000 ms) and says when the
 * sign-in there changed or ended; either is a changed session.
 */
const watchProviderSessionFx = createEffect(async () => {
  const report = scopeBind(sessionChanged, { safe: true });
  await watchOidcSession(() => report());
});
sample({
  clock: tabWatchStarted,
  filter: (auth) => auth.identityProvider === 'oidc',
  target: watchProviderSessionFx,
});

/**
 * Section 9's status check, for a storage event that never came (a tab frozen or in the back-forward cache while
 * another tab logged out): every 5000 ms a signed-in tab compares the stored login object with its own. A plain
 * interval, not a pending effect, so that settling the session does not wait for it.
 */
const statusCheckDue = createEvent();
const statusCheck = createScopedTimer('interval', statusCheckDue, () => undefined);

const sameTokens = (a: StoredAuth | null, b: StoredAuth | null) =>
  a?.access_token === b?.access_token && a?.refresh_token === b?.refresh_token;
const storedAuthDiffersFx = attach({
  source: $auth,
  effect: createEffect((current: StoredAuth | null) => !sameTokens(current, readStoredAuth())),
});

sample({
  clock: tabWatchStarted,
  fn: () => SESSION_STATUS_CHECK_INTERVAL_MS,
  target: statusCheck.startFx,
});
sample({ clock: sessionEnded, target: statusCheck.stopFx });
sample({ clock: statusCheckDue, target: storedAuthDiffersFx });
sample({ clock: storedAuthDiffersFx.doneData, filter: Boolean, fn: () => undefined, target: storedAuthChanged });
