import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { contentLoginLogo, LoginLogo } from '@/entities/branding';
import { contentSettingsQuery } from '@/entities/content';
import { $tenantGuid } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { AppFooter } from '@/widgets/app-footer';

import { DriftingClouds } from './drifting-clouds';

/** /404, and /404/clouds with drifting clouds behind the same texts and button. */
export function NotFoundPage({ clouds = false }: { clouds?: boolean }) {
  const { t } = useTranslation();
  const tenantGuid = useUnit($tenantGuid);
  // Section 2: the third source of the 404 page's logo is content settings (the tenant's, or the anonymous ones).
  const { data: contentSettings } = useQuery(contentSettingsQuery(tenantGuid));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', position: 'relative' }}
      >
        {clouds && <DriftingClouds />}
        <Box sx={{ position: 'relative' }}>
          <LoginLogo tenantGuid={tenantGuid} configuredLogo={contentLoginLogo(contentSettings)} />
          <Typography variant="h1" component="p" aria-hidden="true">
            404
          </Typography>
          <Typography variant="h4" component="h1">
            {t('PageNotFoundTitle')}
          </Typography>
          <Typography sx={{ marginBlock: 2 }}>{t('PageNotFoundMessage')}</Typography>
          <Button variant="contained" component={Link} to={ROUTES.landing}>
            {t('BackToApplication')}
          </Button>
        </Box>
      </Box>
      <AppFooter />
    </Box>
  );
}

export const CloudsNotFoundPage = () => <NotFoundPage clouds />;
