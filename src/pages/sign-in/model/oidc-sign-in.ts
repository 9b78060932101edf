import { createEvent, createStore, sample } from 'effector';

import { startOidcSignInFx } from '@/entities/session';

export const oidcSignInClicked = createEvent();

/** True from the click until the browser leaves for the provider (or the attempt fails). */
export const $oidcSignInPending = createStore(false)
  .on(startOidcSignInFx, () => true)
  .on(startOidcSignInFx.fail, () => false);

sample({ clock: oidcSignInClicked, target: startOidcSignInFx });
