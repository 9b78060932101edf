import { createEffect, sample } from 'effector';

import { type ContextSwitch, isRefusedGrant } from '../api/token-api';
import { logOutRequested, tokenReceived } from './session';
import { $hasUnsavedWork } from './session-ending';
import { switchOnce } from './token-renewal-on-demand';

/**
 * A tenant, organisation group, organisation or role switch (section 4): a refresh carrying the change, with tokens
 * of its own. Its failure leaves the session as it was (its caller says so) unless the refresh token was refused,
 * which logs off; it is never retried as a failed refresh is.
 */
export const switchSessionContextFx = createEffect((change: ContextSwitch) => switchOnce(change));

sample({ clock: switchSessionContextFx.doneData, target: tokenReceived });
sample({
  clock: switchSessionContextFx.failData,
  filter: (error) => isRefusedGrant(error),
  fn: () => undefined,
  target: logOutRequested,
});

// The user chose to switch, told that unsaved work would be lost: the page's leaving (or reload) asks no more.
$hasUnsavedWork.reset(switchSessionContextFx.done);
