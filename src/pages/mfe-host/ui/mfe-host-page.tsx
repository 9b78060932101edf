import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppFooter } from '@/widgets/app-footer';
import { BannerBar } from '@/widgets/banner-bar';
import { AppHeader } from '@/widgets/app-header';

/** Hosts the business modules; until the module registry exists it frames an empty workspace. */
export function MfeHostPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <BannerBar />
      <AppHeader />
      <Box component="main" sx={{ flex: 1, padding: 3 }}>
        <Typography variant="h4" component="h1">
          {t('ModuleHostTitle')}
        </Typography>
      </Box>
      <AppFooter />
    </Box>
  );
}
