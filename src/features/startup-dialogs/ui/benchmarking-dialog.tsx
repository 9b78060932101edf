import { Box, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal } from '@/shared/ui';

import type { BenchmarkingNotification } from '../api/benchmarking-api';
import { BENCHMARKING_DEFAULT_MESSAGE, BENCHMARKING_MESSAGES } from '../config/startup-config';
import { benchmarkingAnswered } from '../model/startup-dialog-answers';
import { BenchmarkingIllustration } from './benchmarking-illustration';

export function BenchmarkingDialog({ notification }: { notification: BenchmarkingNotification }) {
  const { t } = useTranslation();
  const answered = useUnit(benchmarkingAnswered);
  const answer = (choice: 'remindMeLater' | 'doNotShowAgain' | 'learnMore') =>
    answered({ notification, answer: choice });
  return (
    <AppModal
      open
      onClose={() => answer('remindMeLater')}
      size="x-small"
      title={t('BenchmarkingTitle')}
      actions={
        <>
          <AppButton color="tertiary" onClick={() => answer('doNotShowAgain')}>
            {t('DoNotShowAgain')}
          </AppButton>
          <AppButton color="secondary" onClick={() => answer('remindMeLater')}>
            {t('RemindMeLater')}
          </AppButton>
          <AppButton color="primary" onClick={() => answer('learnMore')}>
            {t('LearnMore')}
          </AppButton>
        </>
      }
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', placeItems: 'center' }}>
          <BenchmarkingIllustration />
        </Box>
        <Typography variant="h6" component="h3">
          {t('BenchmarkingHeader')}
        </Typography>
        <Typography>{t(BENCHMARKING_MESSAGES[notification.messageId] ?? BENCHMARKING_DEFAULT_MESSAGE)}</Typography>
        <Typography color="text.secondary">{t('BenchmarkingOptInDescription')}</Typography>
      </Stack>
    </AppModal>
  );
}
