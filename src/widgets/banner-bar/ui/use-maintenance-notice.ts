import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { MAINTENANCE_VIEW_PERMISSION, maintenanceAlertQuery } from '@/entities/alert';
import { useFormatDateTime } from '@/entities/global-state';
import { grantedPermissionsQuery } from '@/entities/permission';
import { $tenantGuid } from '@/entities/session';
import { countdownLabel } from '@/shared/lib/dates';

import { maintenancePhase } from '../lib/maintenance-phase';
import { $maintenanceClockNow, maintenanceClockStarted, maintenanceClockStopped } from '../model/maintenance-clock';

/** Keeps a left-to-right time (`03:00 UTC+01:00`) whole inside a right-to-left sentence. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * What the banner says of the maintenance window from the hour before it starts: a countdown to its start, with its
 * start and end in the user's formats and time zone; then, while under way, its end. Null at other times. It reads the
 * startup dialog's announcement (with MaintenanceAlertView only), and runs the banner's clock while there is one.
 */
export function useMaintenanceNotice(): string | null {
  const { t } = useTranslation();
  const tenantGuid = useUnit($tenantGuid);
  const { data: permissions } = useQuery(grantedPermissionsQuery(tenantGuid));
  const mayView = permissions?.includes(MAINTENANCE_VIEW_PERMISSION) ?? false;
  const { data: alert } = useQuery(maintenanceAlertQuery(tenantGuid, mayView));
  const [now, startClock, stopClock] = useUnit([
    $maintenanceClockNow,
    maintenanceClockStarted,
    maintenanceClockStopped,
  ]);
  const formatted = useFormatDateTime({ alwaysWithTime: true, withTimeZone: true });
  const announced = Boolean(alert);
  useEffect(() => {
    if (!announced) return undefined;
    startClock();
    return () => stopClock();
  }, [announced, startClock, stopClock]);
  if (!alert || now === 0) return null;

  const { MaintenanceStartTime, MaintenanceEndTime } = alert.maintenanceScheduleAttributes;
  const window = { start: Date.parse(MaintenanceStartTime), end: Date.parse(MaintenanceEndTime) };
  const phase = maintenancePhase(window, now);
  const end = isolated(formatted(window.end));
  if (phase === 'soon') {
    const countdown = isolated(countdownLabel(now, window.start));
    return t('MaintenanceStartsIn', { countdown, start: isolated(formatted(window.start)), end });
  }
  return phase === 'under-way' ? t('MaintenanceUnderWay', { end }) : null;
}
