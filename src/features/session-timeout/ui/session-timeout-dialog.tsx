import { Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal } from '@/shared/ui';

import { $isWarningOpen, $secondsLeft, continueSessionClicked, logOutClicked } from '../model/session-timeout';

/**
 * The inactivity warning of section 2: title, main text, a countdown in seconds, Logout and Continue Session.
 * Closing it (Escape, the close button) is activity, so it continues the session.
 */
export function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const [open, secondsLeft, onContinue, onLogout] = useUnit([
    $isWarningOpen,
    $secondsLeft,
    continueSessionClicked,
    logOutClicked,
  ]);
  return (
    <AppModal
      open={open}
      onClose={() => onContinue()}
      size="x-small"
      closeOnNavigation={false}
      title={t('SessionTimeoutTitle')}
      actions={
        <>
          <AppButton color="secondary" onClick={() => onLogout()}>
            {t('LogOut')}
          </AppButton>
          <AppButton color="primary" onClick={() => onContinue()} autoFocus>
            {t('ContinueSession')}
          </AppButton>
        </>
      }
    >
      <Typography>{t('SessionTimeoutMessage')}</Typography>
      <Typography role="timer" aria-live="polite" sx={{ marginBlockStart: 2 }}>
        {t('SessionTimeoutCountdown', { seconds: Math.max(0, secondsLeft ?? 0) })}
      </Typography>
    </AppModal>
  );
}
