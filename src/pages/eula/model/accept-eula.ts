import { attach, createEvent, createStore, sample } from 'effector';

import { $accessClaims, DEFAULT_LANDING, switchSessionContextFx } from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';

export const eulaAccepted = createEvent();

/** Accepting switches the session to the user's virtual role (role_id with switchRole), then opens the app. */
const takeVirtualRoleFx = attach({
  source: $accessClaims,
  mapParams: (_: void, claims) => ({ role_id: claims?.virtualRole ?? '', switchRole: true }),
  effect: switchSessionContextFx,
});

export const $isAccepting = takeVirtualRoleFx.pending;
/** A failed switch keeps the session (unless its refresh token was refused): the page says so and may be tried again. */
export const $acceptFailed = createStore(false)
  .on(takeVirtualRoleFx.fail, () => true)
  .reset(eulaAccepted);

sample({ clock: eulaAccepted, target: takeVirtualRoleFx });
sample({ clock: takeVirtualRoleFx.done, fn: () => ({ to: DEFAULT_LANDING, replace: true }), target: navigateFx });
