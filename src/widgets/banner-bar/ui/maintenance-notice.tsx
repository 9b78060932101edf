import { Alert } from '@mui/material';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormatDateTime } from '@/entities/global-state';
import { countdownLabel } from '@/shared/lib/dates';

import { maintenancePhase } from '../lib/maintenance-phase';
import { $maintenanceClockNow, maintenanceClockStarted, maintenanceClockStopped } from '../model/maintenance-clock';
import type { MaintenanceWindow } from './use-maintenance-window';

/** Keeps a left-to-right time (`03:00 UTC+01:00`) whole inside a right-to-left sentence. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * What the banner says of the maintenance window from the hour before it starts: a countdown to its start, with its
 * start and end in the user's formats and time zone; then, while under way, its end. It runs the banner's clock
 * while it shows. Its code loads when the window is that near (`useMaintenanceWindow`).
 */
export function MaintenanceNotice({ window }: { window: MaintenanceWindow }) {
  const { t } = useTranslation();
  const [now, startClock, stopClock] = useUnit([
    $maintenanceClockNow,
    maintenanceClockStarted,
    maintenanceClockStopped,
  ]);
  const formatted = useFormatDateTime({ alwaysWithTime: true, withTimeZone: true });
  useEffect(() => {
    startClock();
    return () => stopClock();
  }, [startClock, stopClock]);
  if (now === 0) return null;

  const phase = maintenancePhase(window, now);
  const end = isolated(formatted(window.end));
  const text =
    phase === 'soon'
      ? t('MaintenanceStartsIn', {
          countdown: isolated(countdownLabel(now, window.start)),
          start: isolated(formatted(window.start)),
          end,
        })
      : phase === 'under-way'
        ? t('MaintenanceUnderWay', { end })
        : null;
  if (!text) return null;
  return (
    // Not an alert (a live region): a screen reader would be told the countdown every second.
    <Alert severity="warning" role="note" sx={{ borderRadius: 0 }}>
      {text}
    </Alert>
  );
}
