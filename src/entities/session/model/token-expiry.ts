import { createEffect, createEvent, sample, scopeBind } from 'effector';
import { readTokenClaims } from '@/shared/lib/jwt';
import { EXP_TO_MS } from '../config/session-config';
import { tokenExpiresInMs } from '../lib/token-expiry';
import { loggedOutElsewhere } from './other-tabs';
import { loggedOut, restoreSessionFx, tokenReceived } from './session';
import type { StoredAuth } from './stored-auth';

/** The access token has reached 0.75 of its lifetime (the identity event `token_expires`). */
export const accessTokenExpiring = createEvent();

/**
 * One timer for the tab's tokens: every new token replaces the wait for the one before, a logout ends it. A plain
 * timer, not a pending effect, so that settling the session does not wait for it.
 */
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** A restored token was stored when it was issued (`iat`); a received one, now. */
const scheduleExpiryFx = createEffect(({ auth, restored }: { auth: StoredAuth; restored: boolean }) => {
  clearTimeout(expiryTimer);
  const claims = readTokenClaims(auth.access_token);
  if (typeof claims?.exp !== 'number') return;
  const now = Date.now();
  const storedAt = restored && typeof claims.iat === 'number' ? claims.iat * EXP_TO_MS : now;
  const report = scopeBind(accessTokenExpiring, { safe: true });
  expiryTimer = setTimeout(() => report(), tokenExpiresInMs({ exp: claims.exp }, storedAt, now));
});

const cancelExpiryFx = createEffect(() => clearTimeout(expiryTimer));

sample({ clock: tokenReceived, fn: (auth) => ({ auth, restored: false }), target: scheduleExpiryFx });
sample({
  clock: restoreSessionFx.doneData,
  filter: Boolean,
  fn: (auth) => ({ auth, restored: true }),
  target: scheduleExpiryFx,
});
sample({ clock: [loggedOut, loggedOutElsewhere], target: cancelExpiryFx });
