import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { usePageTitle } from '@/entities/page-history';

/** The benchmarking module: where the benchmarking dialog's learn-more button leads. */
export function ReportingBenchmarkingPage() {
  const { t } = useTranslation();
  usePageTitle('BenchmarkingModuleTitle');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('BenchmarkingModuleTitle')}
      </Typography>
      <Typography>{t('BenchmarkingModuleIntro')}</Typography>
    </Stack>
  );
}
