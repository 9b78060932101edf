import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MaintenanceAlert } from '@/entities/alert';
import { contentSettingsQuery, systemStatusPageOf } from '@/entities/content';
import { useFormatDateTime } from '@/entities/global-state';
import { $tenantGuid } from '@/entities/session';
import { AppButton, AppModal } from '@/shared/ui';

import { maintenanceAnswered } from '../model/startup-dialog-answers';

export function MaintenanceDialog({ alert }: { alert: MaintenanceAlert }) {
  const { t } = useTranslation();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const answered = useUnit(maintenanceAnswered);
  const tenantGuid = useUnit($tenantGuid);
  const { data: content } = useQuery(contentSettingsQuery(tenantGuid));
  const statusPage = systemStatusPageOf(content);
  // With the time zone: the window is planned in another one than many of its readers'.
  const formatted = useFormatDateTime({ alwaysWithTime: true, withTimeZone: true });
  const { MaintenanceStartTime, MaintenanceEndTime } = alert.maintenanceScheduleAttributes;
  const close = () => answered({ alert, doNotShowAgain });

  return (
    <AppModal
      open
      onClose={close}
      size="x-small"
      title={t('ScheduledMaintenanceTitle')}
      actions={
        <AppButton color="primary" onClick={close}>
          {t('Continue')}
        </AppButton>
      }
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {t('ScheduledMaintenanceHeading')}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          aria-label={t('ScheduledMaintenanceWindow')}
          role="group"
        >
          <bdi>
            <time dateTime={MaintenanceStartTime}>{formatted(MaintenanceStartTime)}</time>
          </bdi>
          <ArrowForwardIcon fontSize="small" aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
          <bdi>
            <time dateTime={MaintenanceEndTime}>{formatted(MaintenanceEndTime)}</time>
          </bdi>
        </Box>
        <Typography>{t('ScheduledMaintenanceText')}</Typography>
        {statusPage && (
          <Link href={statusPage} target="_blank" rel="noopener noreferrer">
            {t('MoreInformation')}
          </Link>
        )}
        <FormControlLabel
          control={<Checkbox checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.target.checked)} />}
          label={t('DoNotShowAgain')}
        />
      </Stack>
    </AppModal>
  );
}
