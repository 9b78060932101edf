import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';

import { bannerAlertsQuery, dismissAlert, readDismissedAlerts } from '@/entities/alert';
import { $accessClaims, $tenantGuid } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';

import { BannerAlert } from './banner-alert';

/** The bar at the top of the shell: release and maintenance alerts, and the sandbox notice. */
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
  if (!shown.length && !isSandbox) return null;
  return (
    <Box role="region" aria-label={t('Notices')}>
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
