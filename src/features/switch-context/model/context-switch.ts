import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';

import {
  type ContextSwitch,
  DEFAULT_LANDING,
  isRefusedGrant,
  sessionEndingFx,
  switchSessionContextFx,
} from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';
import { showToastFx } from '@/shared/ui';

/** A tenant switch asks with SwitchAccounts; an organisation group, organisation or role change with SwitchContext. */
export type SwitchKind = 'tenant' | 'context';

interface PendingSwitch {
  kind: SwitchKind;
  change: ContextSwitch;
}

export const tenantSwitchRequested = createEvent<string>();
export const contextChangeRequested = createEvent<ContextSwitch>();
export const switchCancelled = createEvent();
export const switchConfirmed = createEvent();

/** The change waiting for the save-work prompt: every change leaves the current page. */
export const $pendingSwitch = createStore<PendingSwitch | null>(null);
/** Kept after the prompt closes, so that its texts do not change while it fades out. */
export const $promptKind = createStore<SwitchKind>('tenant');

const switchContextFx = attach({ effect: switchSessionContextFx });
/** Hosted modules may save drafts before the switch (3 s at most). */
const endBeforeSwitchFx = attach({ effect: sessionEndingFx, mapParams: () => 'switch' as const });
export const reloadPageFx = createEffect(() => globalThis.location.reload());

export const $isSwitchingContext = combine(
  endBeforeSwitchFx.pending,
  switchContextFx.pending,
  (ending, switching) => ending || switching,
);

/** Section 4: an organisation without a role or switch flag reloads the page; any other change goes to /landing. */
const reloadsPage = (change: ContextSwitch) => Boolean(change.organization_id) && !change.role_id && !change.switchRole;

$pendingSwitch
  .on(tenantSwitchRequested, (_, tenant_id) => ({ kind: 'tenant', change: { tenant_id } }))
  .on(contextChangeRequested, (_, change) => ({ kind: 'context', change }));
$promptKind.on($pendingSwitch, (kind, pending) => pending?.kind ?? kind);

const prompt = { pending: $pendingSwitch, busy: $isSwitchingContext };
const isOpenAndIdle = (state: {
  pending: PendingSwitch | null;
  busy: boolean;
}): state is {
  pending: PendingSwitch;
  busy: false;
} => state.pending !== null && !state.busy;

const cancelled = sample({
  clock: switchCancelled,
  source: prompt,
  filter: isOpenAndIdle,
  fn: ({ pending }) => pending,
});
$pendingSwitch.reset(cancelled, switchContextFx.finally);
// Section 2: cancelling the tenant prompt goes to /landing; the other prompt just closes.
sample({ clock: cancelled, filter: ({ kind }) => kind === 'tenant', fn: () => DEFAULT_LANDING, target: navigateFx });

sample({ clock: switchConfirmed, source: prompt, filter: isOpenAndIdle, target: endBeforeSwitchFx });
sample({
  clock: endBeforeSwitchFx.finally,
  source: $pendingSwitch,
  filter: Boolean,
  fn: (pending) => pending.change,
  target: switchContextFx,
});

sample({ clock: switchContextFx.done, filter: ({ params }) => reloadsPage(params), target: reloadPageFx });
/** A switch was made and the page stays loaded: what it shows was read in the old context. */
export const contextSwitched = sample({
  clock: switchContextFx.done,
  filter: ({ params }) => !reloadsPage(params),
  fn: ({ params }) => params,
});
sample({ clock: contextSwitched, fn: () => ({ to: DEFAULT_LANDING, replace: true }), target: navigateFx });

// A change that could not be made while the session goes on is told; a refused refresh token ends the session instead
// (the session model logs off).
sample({
  clock: switchContextFx.failData,
  filter: (error) => !isRefusedGrant(error),
  fn: () => ({ variant: 'error' as const, titleKey: 'SwitchFailedTitle', messageKey: 'SwitchFailed' }),
  target: showToastFx,
});
