import { Alert as MuiAlert, type AlertColor, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { Alert } from '@/entities/alert';
import { SafeHtml } from '@/shared/ui';

/** Error and Warning have their own styles; any other alert type is information (section 3). */
const severityOf = (alertType: string): AlertColor =>
  alertType === 'Error' ? 'error' : alertType === 'Warning' ? 'warning' : 'info';

export function BannerAlert({ alert, onDismiss }: { alert: Alert; onDismiss: (scheduleId: string) => void }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const color = alert.displayAttributes.attributes.BannerColor;
  return (
    <MuiAlert
      severity={severityOf(alert.alertType)}
      onClose={alert.dismissible ? () => onDismiss(alert.alertScheduleId) : undefined}
      slotProps={{ closeButton: { 'aria-label': t('DismissAlert') } }}
      sx={{
        borderRadius: 0,
        ...(color && { backgroundColor: color, color: palette.getContrastText(color) }),
        '& a': { color: 'inherit', fontWeight: 600 },
      }}
    >
      <SafeHtml html={alert.bannerMessage.message} component="span" />
    </MuiAlert>
  );
}
