import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx } from '@/shared/lib/navigation';
import type { ContextSwitch } from '../api/token-endpoint';
import { DEFAULT_LANDING } from './return-url-store';
import { refreshSessionFx } from './session';

/** A tenant chosen in a switcher: the SwitchAccounts prompt asks first. */
export const tenantSwitchRequested = createEvent<string>();
export const tenantSwitchCancelled = createEvent();
export const tenantSwitchConfirmed = createEvent();
/** An organisation group, organisation or role change, applied at once. */
export const contextChangeRequested = createEvent<ContextSwitch>();

export const $pendingTenantSwitch = createStore<string | null>(null);

const switchContextFx = attach({ effect: refreshSessionFx, mapParams: (change: ContextSwitch) => change });
const reloadPageFx = createEffect(() => globalThis.location.reload());

export const $isSwitchingContext = switchContextFx.pending;
export const contextSwitched = switchContextFx.done;

$pendingTenantSwitch
  .on(tenantSwitchRequested, (_, tenantGuid) => tenantGuid)
  .reset(tenantSwitchCancelled, switchContextFx.finally);

sample({
  clock: tenantSwitchConfirmed,
  source: $pendingTenantSwitch,
  filter: Boolean,
  fn: (tenant_id): ContextSwitch => ({ tenant_id }),
  target: switchContextFx,
});
sample({ clock: contextChangeRequested, target: switchContextFx });
sample({ clock: tenantSwitchCancelled, fn: () => DEFAULT_LANDING, target: navigateFx });

/** Section 4: an organisation without a role or switch flag reloads the page; anything else goes to /landing. */
const reloadsPage = ({ params }: { params: ContextSwitch }) =>
  Boolean(params.organization_id) && !params.role_id && !params.switchRole;

sample({ clock: switchContextFx.done, filter: reloadsPage, target: reloadPageFx });
sample({
  clock: switchContextFx.done,
  filter: (done) => !reloadsPage(done),
  fn: () => ({ to: DEFAULT_LANDING, replace: true }),
  target: navigateFx,
});
