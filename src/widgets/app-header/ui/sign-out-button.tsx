import { Button } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { logOffFx, logOffRequested } from '@/entities/session';

export function SignOutButton() {
  const { t } = useTranslation();
  const [logOff, isLoggingOff] = useUnit([logOffRequested, logOffFx.pending]);
  return (
    <Button color="inherit" onClick={() => logOff()} disabled={isLoggingOff}>
      {t('LogOut')}
    </Button>
  );
}
