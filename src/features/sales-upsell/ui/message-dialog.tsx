import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal } from '@/shared/ui';

interface MessageDialogProps {
  open: boolean;
  titleKey: string;
  messageKey: string;
  onClose: () => void;
  /** A further action beside Close, such as Buy Now. */
  action?: { labelKey: string; onClick: () => void };
}

/** A result of an upsell flow: a title, a message, Close and perhaps one more action. */
export function MessageDialog({ open, titleKey, messageKey, onClose, action }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      onClose={onClose}
      size="x-small"
      title={t(titleKey)}
      actions={
        <>
          <AppButton color={action ? 'secondary' : 'primary'} onClick={onClose}>
            {t('Close')}
          </AppButton>
          {action && (
            <AppButton color="primary" onClick={action.onClick}>
              {t(action.labelKey)}
            </AppButton>
          )}
        </>
      }
    >
      <Typography>{t(messageKey)}</Typography>
    </AppModal>
  );
}
