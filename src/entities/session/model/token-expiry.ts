import { createEffect, createEvent, createStore, sample } from 'effector';

import { readTokenClaims } from '@/shared/lib/jwt';
import { createScopedTimer } from '@/shared/lib/timer';

import { EXP_TO_MS } from '../config/session-config';
import { serverNow } from '../lib/server-clock';
import type { StoredAuth } from '../lib/stored-auth';
import { tokenExpiresInMs } from '../lib/token-expiry';
import { $auth, restoreSessionFx, sessionEnded, tokenReceived } from './session';
import { sessionResumed } from './session-resumed';

/** The access token has reached 0.75 of its lifetime (the identity event `token_expires`). */
export const accessTokenExpiring = createEvent();

/** One timer for the tab's tokens: every new token replaces the wait for the one before, a logout ends it. */
const expiry = createScopedTimer('timeout', accessTokenExpiring, () => undefined);

/** How long until the token nears its end; null for a token without `exp`. A restored token was stored at `iat`. */
const expiresInFx = createEffect(({ auth, restored }: { auth: StoredAuth; restored: boolean }) => {
  const claims = readTokenClaims(auth.access_token);
  if (typeof claims?.exp !== 'number') return null;
  const now = serverNow();
  const storedAt = restored && typeof claims.iat === 'number' ? claims.iat * EXP_TO_MS : now;
  return tokenExpiresInMs({ exp: claims.exp }, storedAt, now);
});

sample({ clock: tokenReceived, fn: (auth) => ({ auth, restored: false }), target: expiresInFx });
sample({
  clock: restoreSessionFx.doneData,
  filter: Boolean,
  fn: (auth) => ({ auth, restored: true }),
  target: expiresInFx,
});
/** The access token whose `token_expires` has been told: once per token, however often the page comes back. */
const $toldFor = createStore<string | null>(null);
sample({ clock: accessTokenExpiring, source: $auth, fn: (auth) => auth?.access_token ?? null, target: $toldFor });
$toldFor.reset(sessionEnded);

// Back from sleep: the wait is measured again from the token's `iat`, as for a restored one.
sample({
  clock: sessionResumed,
  source: { auth: $auth, toldFor: $toldFor },
  filter: ({ auth, toldFor }) => auth !== null && auth.access_token !== toldFor,
  fn: ({ auth }) => ({ auth: auth as StoredAuth, restored: true }),
  target: expiresInFx,
});
sample({ clock: expiresInFx.doneData, filter: (ms): ms is number => ms !== null, target: expiry.startFx });
sample({ clock: expiresInFx.doneData, filter: (ms) => ms === null, target: expiry.stopFx });
sample({ clock: sessionEnded, target: expiry.stopFx });
