import { Box, Stack, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import type { BenchmarkingNotification } from '../api/benchmarking-api';
import { BENCHMARKING_DEFAULT_MESSAGE, BENCHMARKING_MESSAGES } from '../config/startup-config';
import { type BenchmarkingAnswer, benchmarkingAnswered } from '../model/startup-dialog-answers';
import { BenchmarkingIllustration } from './benchmarking-illustration';
import { StartupDialog, type StartupDialogChoice } from './startup-dialog';

const BENCHMARKING_CHOICES: StartupDialogChoice<BenchmarkingAnswer>[] = [
  { answer: 'doNotShowAgain', labelKey: 'DoNotShowAgain', color: 'tertiary' },
  { answer: 'remindMeLater', labelKey: 'RemindMeLater', color: 'secondary' },
  { answer: 'learnMore', labelKey: 'LearnMore', color: 'primary' },
];

export function BenchmarkingDialog({ notification }: { notification: BenchmarkingNotification }) {
  const { t } = useTranslation();
  const answered = useUnit(benchmarkingAnswered);
  return (
    <StartupDialog
      titleKey="BenchmarkingTitle"
      onAnswer={(answer) => answered({ notification, answer })}
      answerOnClose="remindMeLater"
      choices={BENCHMARKING_CHOICES}
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
    </StartupDialog>
  );
}
