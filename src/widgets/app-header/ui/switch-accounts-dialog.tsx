import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $isSwitchingContext,
  $pendingTenantSwitch,
  tenantSwitchCancelled,
  tenantSwitchConfirmed,
} from '@/entities/session';

/** The tenant-switch prompt of section 2: Cancel goes to /landing, Continue switches. */
export function SwitchAccountsDialog() {
  const { t } = useTranslation();
  const [pending, isSwitching, cancel, confirm] = useUnit([
    $pendingTenantSwitch,
    $isSwitchingContext,
    tenantSwitchCancelled,
    tenantSwitchConfirmed,
  ]);
  return (
    <Dialog open={pending !== null} onClose={() => cancel()} aria-labelledby="switch-accounts-title">
      <DialogTitle id="switch-accounts-title">{t('SwitchAccounts')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('SwitchingAccountsSaveWork')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => cancel()} disabled={isSwitching}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={() => confirm()} disabled={isSwitching}>
          {t('Continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
