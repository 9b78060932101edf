import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { bannerAlertsQuery, dismissAlert, readDismissedAlerts } from '@/entities/alert';
import { $tenantGuid } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';

import { BannerAlert } from './banner-alert';

/** The bar at the top of the shell: release and maintenance alerts, and the sandbox notice. */
export function BannerBar() {
  const { t, i18n } = useTranslation();
  const tenantGuid = useUnit($tenantGuid);
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  const { data: alerts = [] } = useQuery(bannerAlertsQuery(tenantGuid, i18n.language));
  const [dismissed, setDismissed] = useState(readDismissedAlerts);
  const shown = alerts.filter((alert) => !dismissed.includes(alert.alertScheduleId));
  const isSandbox = tenant?.buyingType === SANDBOX_BUYING_TYPE;
  if (!shown.length && !isSandbox) return null;
  return (
    <Box role="region" aria-label={t('Notices')}>
      {shown.map((alert) => (
        <BannerAlert key={alert.alertScheduleId} alert={alert} onDismiss={(id) => setDismissed(dismissAlert(id))} />
      ))}
      {isSandbox && (
        <Alert severity="info" variant="filled" sx={{ borderRadius: 0 }}>
          {t('SandboxNotice', { tenant: tenant.name })}
        </Alert>
      )}
    </Box>
  );
}
