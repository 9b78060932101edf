import './global-state-parts';

import { createEffect, createStore, sample } from 'effector';

import { grantedPermissionsQuery } from '@/entities/permission';
import {
  autoRefreshStarted,
  autoRefreshStopped,
  loggedOut,
  loggedOutElsewhere,
  restoreSessionFx,
  type StoredAuth,
  tokenReceived,
} from '@/entities/session';
import { themeCapabilityRequested } from '@/features/change-theme';
import { linkRewritingAllowed } from '@/features/connected-app-links';
import { idleWatchStarted } from '@/features/session-timeout';
import { queryClient } from '@/shared/api';
import { PERMISSIONS, ROUTES } from '@/shared/config';
import { leaveAppFx, navigateFx } from '@/shared/lib/navigation';

const loadPermissionsFx = createEffect((auth: StoredAuth) =>
  queryClient.fetchQuery(grantedPermissionsQuery(auth.tenantGuid)),
);

const forgetServerStateFx = createEffect(() => queryClient.clear());

sample({ clock: [restoreSessionFx.doneData, tokenReceived], filter: Boolean, target: loadPermissionsFx });
/** Themes are the tenant's: renewed tokens of the same tenant ask no more (one read per page, refresh or not). */
const $themeTenant = createStore<string | null>(null).reset(loggedOut, loggedOutElsewhere);
sample({
  clock: [restoreSessionFx.doneData, tokenReceived],
  filter: Boolean,
  fn: (auth: StoredAuth) => auth.tenantGuid,
  target: $themeTenant,
});
sample({ clock: $themeTenant.updates, filter: Boolean, target: themeCapabilityRequested });
sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => permissions.includes(PERMISSIONS.autoRefreshToken),
  target: autoRefreshStarted,
});
sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => !permissions.includes(PERMISSIONS.autoRefreshToken),
  target: autoRefreshStopped,
});

sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => permissions.includes(PERMISSIONS.sessionTimeoutWarning),
  target: idleWatchStarted,
});

sample({
  clock: loadPermissionsFx.doneData,
  fn: (permissions) => permissions.includes(PERMISSIONS.accessToCommunity),
  target: linkRewritingAllowed,
});
sample({ clock: [loggedOut, loggedOutElsewhere], fn: () => false, target: linkRewritingAllowed });

sample({ clock: [loggedOut, loggedOutElsewhere], target: forgetServerStateFx });
sample({
  clock: [loggedOut.filter({ fn: (ssoLogoutUrl: string | null) => ssoLogoutUrl === null }), loggedOutElsewhere],
  fn: () => ({ to: ROUTES.signIn, replace: true }),
  target: navigateFx,
});
sample({ clock: loggedOut, filter: (url: string | null): url is string => url !== null, target: leaveAppFx });
