import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $auth } from '@/entities/session';
import { currentTenantQuery, SANDBOX_BUYING_TYPE } from '@/entities/tenant';

/** The bar at the top of the shell: the sandbox notice (maintenance alerts join it later). */
export function BannerBar() {
  const { t } = useTranslation();
  const tenantGuid = useUnit($auth)?.tenantGuid ?? null;
  const { data: tenant } = useQuery(currentTenantQuery(tenantGuid));
  if (tenant?.buyingType !== SANDBOX_BUYING_TYPE) return null;
  return (
    <Box role="region" aria-label={t('Notices')}>
      <Alert severity="info" variant="filled" sx={{ borderRadius: 0 }}>
        {t('SandboxNotice', { tenant: tenant.name })}
      </Alert>
    </Box>
  );
}
