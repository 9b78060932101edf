import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog, showToast } from '@/shared/ui';

import {
  $failedSwitch,
  $isSwitchingContext,
  $pendingSwitch,
  $promptKind,
  switchCancelled,
  switchConfirmed,
} from '../model/context-switch';

/**
 * The save-work prompt before a context change leaves the page (section 2: SwitchAccounts for a tenant, whose Cancel
 * goes to /landing), and the message when a switch could not be made.
 */
export function SwitchPrompt() {
  const { t } = useTranslation();
  const [pending, kind, isSwitching, failed, cancel, confirm] = useUnit([
    $pendingSwitch,
    $promptKind,
    $isSwitchingContext,
    $failedSwitch,
    switchCancelled,
    switchConfirmed,
  ]);

  useEffect(() => {
    if (failed) showToast({ variant: 'error', title: t('SwitchFailedTitle'), message: t('SwitchFailed') });
  }, [failed, t]);

  return (
    <ConfirmDialog
      open={pending !== null}
      type="warning"
      title={kind === 'tenant' ? t('SwitchAccounts') : t('SwitchContext')}
      message={kind === 'tenant' ? t('SwitchingAccountsSaveWork') : t('SwitchingContextSaveWork')}
      submitLabel={t('Continue')}
      cancelLabel={t('Cancel')}
      loading={isSwitching}
      onSubmit={() => confirm()}
      onCancel={() => cancel()}
    />
  );
}
