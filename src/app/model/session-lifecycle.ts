import { createEffect, sample } from 'effector';
import { grantedPermissionsQuery } from '@/entities/permission';
import {
  autoRefreshStarted,
  autoRefreshStopped,
  loggedOut,
  loggedOutElsewhere,
  parseAccessClaims,
  restoreSessionFx,
  tokenReceived,
  type StoredAuth,
} from '@/entities/session';
import { ACCESS_TO_COMMUNITY_PERMISSION, linkRewritingAllowed } from '@/features/connected-app-links';
import { themeCapabilityRequested } from '@/features/change-theme';
import { idleWatchStarted, SESSION_TIMEOUT_PERMISSION } from '@/features/session-timeout';
import { loadGrantedPermissions } from './global-state-parts';
import { leaveAppFx, navigateFx } from '@/shared/lib/navigation';
import { queryClient } from '@/shared/api';

const AUTO_REFRESH_PERMISSION = 'AutoRefreshToken';

const loadPermissionsFx = createEffect((auth: StoredAuth) => {
  const userGuid = parseAccessClaims(auth.access_token)?.guid;
  return userGuid
    ? loadGrantedPermissions({ userGuid, tenantGuid: auth.tenantGuid })
    : queryClient.fetchQuery(grantedPermissionsQuery(auth.tenantGuid));
});

const forgetServerStateFx = createEffect(() => queryClient.clear());

sample({ clock: [restoreSessionFx.doneData, tokenReceived], filter: Boolean, target: loadPermissionsFx });
sample({ clock: [restoreSessionFx.doneData, tokenReceived], filter: Boolean, target: themeCapabilityRequested });
sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => permissions.includes(AUTO_REFRESH_PERMISSION),
  target: autoRefreshStarted,
});
sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => !permissions.includes(AUTO_REFRESH_PERMISSION),
  target: autoRefreshStopped,
});

sample({
  clock: loadPermissionsFx.doneData,
  filter: (permissions) => permissions.includes(SESSION_TIMEOUT_PERMISSION),
  target: idleWatchStarted,
});

sample({
  clock: loadPermissionsFx.doneData,
  fn: (permissions) => permissions.includes(ACCESS_TO_COMMUNITY_PERMISSION),
  target: linkRewritingAllowed,
});
sample({ clock: [loggedOut, loggedOutElsewhere], fn: () => false, target: linkRewritingAllowed });

sample({ clock: [loggedOut, loggedOutElsewhere], target: forgetServerStateFx });
sample({
  clock: [loggedOut.filter({ fn: (ssoLogoutUrl: string | null) => ssoLogoutUrl === null }), loggedOutElsewhere],
  fn: () => ({ to: '/auth', replace: true }),
  target: navigateFx,
});
sample({ clock: loggedOut, filter: (url: string | null): url is string => url !== null, target: leaveAppFx });
