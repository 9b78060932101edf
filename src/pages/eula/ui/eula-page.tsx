import { Box, Button, Paper, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '@/widgets/app-footer';
import { BannerBar } from '@/widgets/banner-bar';
import { AppHeader } from '@/widgets/app-header';
import { $isAccepting, eulaAccepted } from '../model/accept-eula';

export function EulaPage() {
  const { t } = useTranslation();
  const [accept, isAccepting] = useUnit([eulaAccepted, $isAccepting]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <BannerBar />
      <AppHeader />
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', padding: 2 }}>
        <Paper sx={{ maxWidth: '40rem', padding: 4, display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {t('EulaTitle')}
          </Typography>
          <Typography>{t('EulaText')}</Typography>
          <Button variant="contained" onClick={() => accept()} disabled={isAccepting} sx={{ justifySelf: 'end' }}>
            {t('AcceptEula')}
          </Button>
        </Paper>
      </Box>
      <AppFooter />
    </Box>
  );
}
