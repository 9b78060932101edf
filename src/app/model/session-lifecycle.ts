import { createEffect, createStore, sample } from 'effector';

import { grantedPermissionsQuery } from '@/entities/permission';
import {
  loadUserProfileFx,
  restoreSessionFx,
  sessionEnded,
  signInWithCodeFx,
  type StoredAuth,
  tokenReceived,
} from '@/entities/session';
import { themeCapabilityRequested } from '@/features/change-theme';
import { takeLinkContextFx } from '@/features/link-context';
import { queryClient } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { leaveAppFx, navigateFx } from '@/shared/lib/navigation';

import { permissionsLoaded, signedInFeaturesStarted } from './signed-in-events';

/**
 * The signed-in features' models come beside the first session's permissions, before what those switch on: the
 * sign-in and 404 pages do not load them. One that fails to load leaves those features off, not the session.
 */
export const loadSignedInFeatures = () => import('./signed-in-features').catch(() => undefined);

const loadSignedInFeaturesFx = createEffect(loadSignedInFeatures);
const $signedInFeaturesStarted = createStore(false);
sample({
  clock: loadSignedInFeaturesFx.doneData,
  source: $signedInFeaturesStarted,
  filter: (started, features) => !started && features !== undefined,
  fn: () => undefined,
  target: signedInFeaturesStarted,
});
$signedInFeaturesStarted.on(signedInFeaturesStarted, () => true);

const loadPermissionsFx = createEffect(async (auth: StoredAuth) => {
  const [permissions] = await Promise.all([
    queryClient.fetchQuery(grantedPermissionsQuery(auth.tenantGuid)),
    loadSignedInFeaturesFx(),
  ]);
  return permissions;
});
sample({ clock: loadPermissionsFx.doneData, target: permissionsLoaded });

const forgetServerStateFx = createEffect(() => queryClient.clear());

sample({ clock: [restoreSessionFx.doneData, tokenReceived], filter: Boolean, target: loadPermissionsFx });
// A link with a tenant context (section 2) is read as the app starts, signed in or not.
sample({ clock: restoreSessionFx.doneData, target: takeLinkContextFx });
// A SAML sign-in typed no e-mail here: the identity provider's user-info names the user for the sign-in form.
sample({ clock: signInWithCodeFx.done, target: loadUserProfileFx });
/** Themes are the tenant's: renewed tokens of the same tenant ask no more (one read per page, refresh or not). */
const $themeTenant = createStore<string | null>(null).reset(sessionEnded);
sample({
  clock: [restoreSessionFx.doneData, tokenReceived],
  filter: Boolean,
  fn: (auth: StoredAuth) => auth.tenantGuid,
  target: $themeTenant,
});
sample({ clock: $themeTenant.updates, filter: Boolean, target: themeCapabilityRequested });

sample({ clock: sessionEnded, target: forgetServerStateFx });
sample({
  clock: sessionEnded,
  filter: (ssoLogoutUrl) => ssoLogoutUrl === null,
  fn: () => ({ to: ROUTES.signIn, replace: true }),
  target: navigateFx,
});
sample({ clock: sessionEnded, filter: (url): url is string => url !== null, target: leaveAppFx });
