import { createEvent, createStore, sample } from 'effector';

import { prepareOidcSignInFx, signInErrorEvent, signInWithOidcPopupFx, startOidcSignInFx } from '@/entities/session';

/** The pointer came over the identity provider's button, or the focus to it: what a sign-in needs loads now. */
export const oidcSignInIntended = createEvent();
export const oidcSignInClicked = createEvent();

/** What the page says after a popup sign-in that did not finish. */
export type OidcSignInNotice = 'popup-closed' | 'failed';

const popupFailed = signInWithOidcPopupFx.failData.map(signInErrorEvent);

/** True from the click until the popup signs the user in or the browser leaves for the provider (or either fails). */
export const $oidcSignInPending = createStore(false)
  .on([signInWithOidcPopupFx, startOidcSignInFx], () => true)
  .on([popupFailed, startOidcSignInFx.fail], () => false);

export const $oidcSignInNotice = createStore<OidcSignInNotice | null>(null)
  .reset(oidcSignInClicked)
  .on(popupFailed, (_, event) => {
    if (event === 'popup_blocked') return null;
    return event === 'popup_closed' ? 'popup-closed' : 'failed';
  })
  .on(startOidcSignInFx.fail, () => 'failed');

sample({ clock: oidcSignInIntended, target: prepareOidcSignInFx });
sample({ clock: oidcSignInClicked, target: signInWithOidcPopupFx });
// A browser that blocks the popup still signs the user in: by redirect, the whole page going to the provider.
sample({ clock: popupFailed, filter: (event) => event === 'popup_blocked', target: startOidcSignInFx });
