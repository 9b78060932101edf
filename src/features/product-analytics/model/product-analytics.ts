import { attach, createEffect, createEvent, createStore, sample } from 'effector';

import { $accessClaims, type AccessClaims } from '@/entities/session';
import { fetchRuntimeConfig } from '@/shared/config';
import { loadScript, ScriptAlreadyLoadedError } from '@/shared/lib/script';

import { type AnalyticsStart, readAnalyticsStart } from '../api/analytics-sources';
import {
  QUEUED_EVENTS_LIMIT,
  TAG_LOAD_FAILED,
  TAG_NOT_INITIALIZED,
  TAG_READY_BASE_WAIT_MS,
  TAG_READY_TRIES,
} from '../config/analytics-config';
import { callTag, isTagReady, tagScriptUrl } from '../lib/gainsight-tag';
import { waitUntil } from '../lib/wait-until';

export interface TrackedEvent {
  name: string;
  properties?: Record<string, string | number | boolean>;
}

/**
 * idle: nothing decided yet (events wait); starting: the tag loads (events wait); on: identified (events go);
 * off: analytics does not run for this user (events are dropped).
 */
export type AnalyticsStatus = 'idle' | 'starting' | 'on' | 'off';

/** When the user's tool settings changed; sign-in, context switches and logout are followed by the model itself. */
export const analyticsCheckRequested = createEvent();
export const eventTracked = createEvent<TrackedEvent>();
export const userLoggedOut = createEvent();

export const $analyticsStatus = createStore<AnalyticsStatus>('idle');
const $queuedEvents = createStore<TrackedEvent[]>([]);
/** Whether this page's tag has identified someone, so that an opt-out or logout has something to undo. */
const $tagIdentified = createStore(false);

/** The tag's start for this user: null when analytics does not run for them. */
export const readStartFx = createEffect((claims: AccessClaims | null) => (claims ? readAnalyticsStart(claims) : null));
const readUserStartFx = attach({ source: $accessClaims, mapParams: (_: void, claims) => claims, effect: readStartFx });

/** The tag's address as the runtime configuration gives it, before the product key is added; null when unknown. */
export const readTagAddressFx = createEffect(
  async (): Promise<string | null> => (await fetchRuntimeConfig()).analytics?.scriptUrl ?? null,
);
export const loadTagScriptFx = createEffect((url: string) => loadScript(url));

class AnalyticsFailure extends Error {}

const startTagFx = createEffect(async ({ productKey, identity }: AnalyticsStart) => {
  const address = await readTagAddressFx();
  if (address === null) throw new AnalyticsFailure(TAG_LOAD_FAILED);
  try {
    await loadTagScriptFx(tagScriptUrl(address, productKey));
  } catch (error) {
    // Loaded before (an earlier sign-in on this page): the tag is there to identify the new user.
    if (!(error instanceof ScriptAlreadyLoadedError)) throw new AnalyticsFailure(TAG_LOAD_FAILED);
  }
  if (!(await waitUntil(isTagReady, TAG_READY_TRIES, TAG_READY_BASE_WAIT_MS))) {
    throw new AnalyticsFailure(TAG_NOT_INITIALIZED);
  }
  // Undoes an earlier opt-out on this page.
  callTag('config', 'enableTag', true);
  callTag('set', 'globalContext', identity.globalContext);
  callTag('identify', identity.user, identity.account);
});

const sendEventsFx = createEffect((events: TrackedEvent[]) => {
  for (const event of events) {
    try {
      callTag('track', event.name, event.properties ?? {});
    } catch (error) {
      console.warn('Gainsight PX did not track an event.', event.name, error);
    }
  }
});

/** Opting out turns the tag off and forgets the user; a logout only forgets the user. */
const disableTagFx = createEffect(() => {
  callTag('config', 'enableTag', false);
  callTag('reset');
});
const resetTagFx = createEffect(() => callTag('reset'));

const logFailureFx = createEffect((error: Error) =>
  console.error(error instanceof AnalyticsFailure ? error.message : TAG_NOT_INITIALIZED, error),
);

/**
 * Looks at who is signed in now: a model made after a session was restored or a sign-in done has seen no change of
 * identity, and starts from here. Who was already checked is not checked again.
 */
export const identityLookedAt = createEvent();

// A sign-in, a restored session or a context switch changes who is identified; a token refresh does not.
const $identityKey = $accessClaims.map((claims) =>
  claims ? [claims.guid, claims.tenantGuid, claims.orgGroupGuid, claims.role].join('|') : null,
);
/** The identity analytics was last checked for. */
const $checkedIdentity = createStore<string | null>(null);
const identityChanged = sample({
  clock: [$identityKey.updates, identityLookedAt],
  source: { identity: $identityKey, checked: $checkedIdentity },
  filter: ({ identity, checked }) => identity !== null && identity !== checked,
  fn: ({ identity }) => identity,
});
$checkedIdentity.on(identityChanged, (_, identity) => identity);
sample({ clock: identityChanged, target: analyticsCheckRequested });
sample({ clock: $identityKey.updates, filter: (key) => key === null, target: userLoggedOut });

sample({ clock: analyticsCheckRequested, fn: (): AnalyticsStatus => 'starting', target: $analyticsStatus });
sample({ clock: analyticsCheckRequested, target: readUserStartFx });

/** No key, no ProductAnalytics, or ProductImprovements off: analytics does not run for this user. */
const notAllowed = readUserStartFx.doneData.filter({ fn: (start) => start === null });

sample({ clock: readUserStartFx.doneData, filter: Boolean, target: startTagFx });
sample({
  clock: [notAllowed, readUserStartFx.fail],
  fn: (): AnalyticsStatus => 'off',
  target: $analyticsStatus,
});
sample({ clock: notAllowed, source: $tagIdentified, filter: Boolean, target: disableTagFx });

sample({
  clock: startTagFx.done,
  source: $analyticsStatus,
  filter: (status) => status === 'starting',
  fn: (): AnalyticsStatus => 'on',
  target: $analyticsStatus,
});
sample({ clock: startTagFx.done, fn: () => true, target: $tagIdentified });
sample({ clock: startTagFx.failData, target: logFailureFx });
sample({ clock: startTagFx.fail, fn: (): AnalyticsStatus => 'off', target: $analyticsStatus });

// Events wait until the tag is loaded and the user identified; then they go in the order they happened.
sample({
  clock: eventTracked,
  source: $analyticsStatus,
  filter: (status) => status === 'on',
  fn: (_status, event) => [event],
  target: sendEventsFx,
});
sample({
  clock: eventTracked,
  source: { status: $analyticsStatus, queued: $queuedEvents },
  filter: ({ status }) => status === 'idle' || status === 'starting',
  fn: ({ queued }, event) => [...queued, event].slice(-QUEUED_EVENTS_LIMIT),
  target: $queuedEvents,
});
sample({ clock: startTagFx.done, source: $queuedEvents, filter: (queued) => queued.length > 0, target: sendEventsFx });

sample({ clock: userLoggedOut, source: $tagIdentified, filter: Boolean, target: resetTagFx });
sample({ clock: userLoggedOut, fn: (): AnalyticsStatus => 'idle', target: $analyticsStatus });

$queuedEvents.reset(sendEventsFx, startTagFx.fail, notAllowed, userLoggedOut);
$tagIdentified.reset(disableTagFx.done, resetTagFx.done);
$checkedIdentity.reset(userLoggedOut);
