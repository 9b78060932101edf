import { Box, Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal } from '@/shared/ui';

import { SESSION_TIMEOUT_S } from '../config/idle-config';
import { announcedSecondsLeft } from '../lib/countdown-announcement';
import { $isWarningOpen, $secondsLeft, continueSessionClicked, logOutClicked } from '../model/session-timeout';

/** Read by screen readers, not shown: the countdown is on screen already. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
      {/* The visible countdown is a timer, which is not live: a screen reader would hear it every second. */}
      <Typography role="timer" sx={{ marginBlockStart: 2 }}>
        {t('SessionTimeoutCountdown', { seconds: Math.max(0, secondsLeft ?? 0) })}
      </Typography>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {t('SessionTimeoutCountdown', { seconds: announcedSecondsLeft(secondsLeft ?? SESSION_TIMEOUT_S) })}
      </Box>
    </AppModal>
  );
}
