import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { ConfigProblem } from '@/shared/config';

/**
 * Instead of the app when config.json is invalid where the shell cannot go on (its API or sign-in settings): what is
 * wrong, for whoever runs the site, in the words of the check (also on the console).
 */
export function InvalidConfigScreen({ problems }: { problems: readonly ConfigProblem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: '40rem' }} role="alert">
        <Typography variant="h4" component="h1">
          {t('InvalidConfigTitle')}
        </Typography>
        <Typography>{t('InvalidConfigText')}</Typography>
        <Box component="ul" dir="ltr" sx={{ fontFamily: 'monospace', margin: 0 }}>
          {problems.map((problem) => (
            <li key={`${problem.where} ${problem.message}`}>
              {problem.where}: {problem.message}
            </li>
          ))}
        </Box>
        <Typography>{t('InvalidConfigAdvice')}</Typography>
      </Stack>
    </Box>
  );
}
