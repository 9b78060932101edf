import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { z } from 'zod/mini';

import { bannerAlertsQueryKey, fetchMaintenanceAlert, type MaintenanceAlert } from '@/entities/alert';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $accessClaims, type AccessClaims, sessionEnded } from '@/entities/session';
import { fetchToolSettings, isToolEnabled } from '@/entities/tool-setting';
import { apiClient, queryClient } from '@/shared/api';
import { sessionStore } from '@/shared/lib/storage';
import { createScopedTimer } from '@/shared/lib/timer';

import { type BenchmarkingNotification, fetchBenchmarkingNotification } from '../api/benchmarking-api';
import {
  BENCHMARKING_PERMISSION,
  MAINTENANCE_PERMISSION,
  PRODUCT_IMPROVEMENTS_PERMISSIONS,
  STARTUP_DELAY_MS,
} from '../config/startup-config';
import { firstSegmentOf, startsStartupFlows } from '../lib/startup-route';

export type StartupDialog =
  | { kind: 'maintenance'; alert: MaintenanceAlert }
  | { kind: 'benchmarking'; notification: BenchmarkingNotification }
  | { kind: 'productImprovements' };

/** A routed page became active, at this time (ms since the epoch): the router reports every location. */
export const routeEntered = createEvent<{ pathname: string; at: number }>();
/** The dialog on top was closed; the next one in the queue opens. */
export const startupDialogClosed = createEvent();

const $lastSegment = createStore<string | null>(null).reset(sessionEnded);
export const $startupDialogs = createStore<StartupDialog[]>([]).reset(sessionEnded);
export const $currentStartupDialog = $startupDialogs.map((queue) => queue[0] ?? null);

/** Each sign-in has its own root: the session id, which refreshes and context switches keep. */
const authRootOf = (claims: AccessClaims) => `${claims.guid}:${claims.sid ?? claims.tenantGuid}`;

const segmentChanged = sample({
  clock: routeEntered,
  source: $lastSegment,
  filter: (last, { pathname }) => firstSegmentOf(pathname) !== last,
  fn: (_last, entered) => entered,
});
$lastSegment.on(segmentChanged, (_, { pathname }) => firstSegmentOf(pathname));

/** When the run began: a banner read since then, or still under way (the page's first, say), already handles it. */
const $runStartedAt = createStore(0).on(segmentChanged, (_, { at }) => at);

const startupDelayPassed = createEvent();
const startupDelay = createScopedTimer('timeout', startupDelayPassed, () => undefined);
/** The delay counts from the page's entry: these models may load after it, and then wait only what is left. */
const delayLeftFx = createEffect(({ at }: { at: number }) => Math.max(0, STARTUP_DELAY_MS - (Date.now() - at)));
sample({
  clock: segmentChanged,
  source: $accessClaims,
  filter: (claims, { pathname }) => Boolean(claims) && startsStartupFlows(pathname),
  fn: (_claims, entered) => entered,
  target: delayLeftFx,
});
sample({ clock: delayLeftFx.doneData, target: startupDelay.startFx });
sample({ clock: sessionEnded, target: startupDelay.stopFx });

/** On every run the banner is handled again: read anew unless it was read since the run began. */
const refreshBannerFx = attach({
  source: $runStartedAt,
  effect: createEffect((runStartedAt: number) =>
    queryClient.invalidateQueries({
      queryKey: bannerAlertsQueryKey,
      predicate: ({ state }) => state.fetchStatus === 'idle' && state.dataUpdatedAt < runStartedAt,
    }),
  ),
});

/** Answers the auth root when this tab has not yet run the once-per-sign-in dialogs for it, and marks it. */
const claimSignInFx = createEffect((root: string) => {
  if (sessionStore.read('startup', z.string()) === root) return null;
  sessionStore.write('startup', root);
  return root;
});

const readPermissionsFx = createEffect((tenantGuid: string) =>
  queryClient.ensureQueryData(grantedPermissionsQuery(tenantGuid)),
);
export const readMaintenanceAlertFx = createEffect(() => fetchMaintenanceAlert(apiClient));
export const readBenchmarkingFx = createEffect(() => fetchBenchmarkingNotification(apiClient));
export const readProductImprovementsNoticeFx = createEffect(async () =>
  isToolEnabled(await fetchToolSettings(apiClient), 'ProductImprovementsNotification'),
);

/** The three dialogs are asked for in parallel; each shows only when its permissions and the server say so. */
const loadStartupDialogsFx = createEffect(async (claims: AccessClaims): Promise<StartupDialog[]> => {
  // Effects all the way: a plain promise awaited here would lose the scope for the calls after it.
  const permissions = new Set(await readPermissionsFx(claims.tenantGuid));
  const [maintenance, benchmarking, productImprovements] = await Promise.all([
    permissions.has(MAINTENANCE_PERMISSION) ? readMaintenanceAlertFx() : null,
    permissions.has(BENCHMARKING_PERMISSION) ? readBenchmarkingFx() : null,
    PRODUCT_IMPROVEMENTS_PERMISSIONS.every((name) => permissions.has(name)) ? readProductImprovementsNoticeFx() : false,
  ]);
  return [
    ...(maintenance ? [{ kind: 'maintenance', alert: maintenance } as const] : []),
    ...(benchmarking?.notificationStatus ? [{ kind: 'benchmarking', notification: benchmarking } as const] : []),
    ...(productImprovements ? [{ kind: 'productImprovements' } as const] : []),
  ];
});

sample({ clock: startupDelayPassed, target: refreshBannerFx });
sample({
  clock: startupDelayPassed,
  source: $accessClaims,
  filter: Boolean,
  fn: authRootOf,
  target: claimSignInFx,
});
sample({
  clock: claimSignInFx.doneData,
  source: $accessClaims,
  filter: (claims, root) => claims !== null && root !== null,
  fn: (claims) => claims as AccessClaims,
  target: loadStartupDialogsFx,
});
$startupDialogs
  .on(loadStartupDialogsFx.doneData, (queue, dialogs) => [...queue, ...dialogs])
  .on(startupDialogClosed, (queue) => queue.slice(1));
