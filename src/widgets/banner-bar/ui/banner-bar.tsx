import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { bannerAlertsQuery, dismissAlert, readDismissedAlerts } from '@/entities/alert';
import { $accessClaims, $tenantGuid } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';

import { BannerAlert } from './banner-alert';
import { useMaintenanceWindow } from './use-maintenance-window';

// The countdown and its clock load when a maintenance window is less than an hour away: most visits never see it.
const MaintenanceNotice = lazy(() =>
  import('./maintenance-notice').then(({ MaintenanceNotice: Notice }) => ({ default: Notice })),
);

/**
 * The bar at the top of the shell: release and maintenance alerts, the countdown to a maintenance window within the
 * hour, and the sandbox notice.
 */
export function BannerBar() {
  const { t, i18n } = useTranslation();
  const tenantGuid = useUnit($tenantGuid);
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  const { data: alerts = [] } = useQuery(bannerAlertsQuery(tenantGuid, i18n.language));
  const claims = useUnit($accessClaims);
  const viewer = claims && { userGuid: claims.guid, tenantGuid: claims.tenantGuid };
  // The dismissals live in storage, per user and tenant; a dismissal re-reads them.
  const [, dismissed] = useReducer((count: number) => count + 1, 0);
  const closed = viewer ? readDismissedAlerts(viewer) : [];
  const shown = alerts.filter((alert) => !closed.includes(alert.alertScheduleId));
  const isSandbox = tenant?.buyingType === SANDBOX_BUYING_TYPE;
  const maintenance = useMaintenanceWindow();
  if (!shown.length && !isSandbox && !maintenance) return null;
  return (
    <Box role="region" aria-label={t('Notices')}>
      {maintenance && (
        <Suspense fallback={null}>
          <MaintenanceNotice window={maintenance} />
        </Suspense>
      )}
      {shown.map((alert) => (
        <BannerAlert
          key={alert.alertScheduleId}
          alert={alert}
          onDismiss={(id) => {
            if (viewer) dismissAlert(viewer, id);
            dismissed();
          }}
        />
      ))}
      {isSandbox && (
        <Alert severity="info" variant="filled" sx={{ borderRadius: 0 }}>
          {t('SandboxNotice', { tenant: tenant.name })}
        </Alert>
      )}
    </Box>
  );
}
