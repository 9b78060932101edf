import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { $isWarningOpen, $secondsLeft, continueSessionClicked, logOutClicked } from '../model/session-timeout';

/** The inactivity warning of section 2: title, main text, a countdown in seconds, Logout and Continue Session. */
export function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const [open, secondsLeft, onContinue, onLogout] = useUnit([
    $isWarningOpen,
    $secondsLeft,
    continueSessionClicked,
    logOutClicked,
  ]);
  return (
    <Dialog open={open} aria-labelledby="session-timeout-title" aria-describedby="session-timeout-text">
      <DialogTitle id="session-timeout-title">{t('SessionTimeoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-timeout-text">{t('SessionTimeoutMessage')}</DialogContentText>
        <Typography role="timer" aria-live="polite" sx={{ marginBlockStart: 2 }}>
          {t('SessionTimeoutCountdown', { seconds: Math.max(0, secondsLeft ?? 0) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onLogout()}>{t('LogOut')}</Button>
        <Button variant="contained" onClick={() => onContinue()} autoFocus>
          {t('ContinueSession')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
