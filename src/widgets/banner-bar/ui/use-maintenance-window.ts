import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

import { MAINTENANCE_VIEW_PERMISSION, maintenanceAlertQuery } from '@/entities/alert';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $tenantGuid } from '@/entities/session';

import { isShownInBanner, maintenancePhase, nextBannerChangeAt } from '../lib/maintenance-phase';

export interface MaintenanceWindow {
  start: number;
  end: number;
}

/** A browser's timer waits at most about 24.8 days (2^31 − 1 ms); a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Tells `changed` as the banner starts or stops speaking of the window; answers how to stop. */
function watchBannerChanges(window: MaintenanceWindow | null, changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitForNext = () => {
    const now = Date.now();
    const changeAt = window && nextBannerChangeAt(window, now);
    if (changeAt === null) return;
    timer = setTimeout(
      () => {
        changed();
        waitForNext();
      },
      Math.min(Math.max(0, changeAt - now), LONGEST_TIMER_MS),
    );
  };
  waitForNext();
  return () => clearTimeout(timer);
}

/**
 * The maintenance window the banner speaks of now (from the hour before it starts until it ends), else null, judged
 * again as each of those moments comes. It reads the startup dialog's announcement (with MaintenanceAlertView only).
 */
export function useMaintenanceWindow(): MaintenanceWindow | null {
  const tenantGuid = useUnit($tenantGuid);
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const mayView = permissions?.includes(MAINTENANCE_VIEW_PERMISSION) ?? false;
  const { data: alert } = useQuery(maintenanceAlertQuery(tenantGuid, mayView));
  const { MaintenanceStartTime: startTime, MaintenanceEndTime: endTime } = alert?.maintenanceScheduleAttributes ?? {};
  const window = useMemo(
    () => (startTime && endTime ? { start: Date.parse(startTime), end: Date.parse(endTime) } : null),
    [startTime, endTime],
  );
  const shown = useSyncExternalStore(
    useCallback((changed: () => void) => watchBannerChanges(window, changed), [window]),
    () => window !== null && isShownInBanner(maintenancePhase(window, Date.now())),
  );
  return shown ? window : null;
}
