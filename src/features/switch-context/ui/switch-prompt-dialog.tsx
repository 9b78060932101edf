import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { $hasUnsavedWork } from '@/entities/session';
import { ConfirmDialog } from '@/shared/ui';

import {
  $isSwitchingContext,
  $pendingSwitch,
  $promptKind,
  switchCancelled,
  switchConfirmed,
} from '../model/context-switch';

/**
 * The save-work prompt before a context change leaves the page (section 2: SwitchAccounts for a tenant, whose Cancel
 * goes to /landing), saying so when a hosted module holds unsaved work. A switch that could not be made is told by
 * the model (`showToastFx`).
 */
export function SwitchPromptDialog() {
  const { t } = useTranslation();
  const [pending, kind, isSwitching, hasUnsavedWork, cancel, confirm] = useUnit([
    $pendingSwitch,
    $promptKind,
    $isSwitchingContext,
    $hasUnsavedWork,
    switchCancelled,
    switchConfirmed,
  ]);

  return (
    <ConfirmDialog
      open={pending !== null}
      type="warning"
      title={kind === 'tenant' ? t('SwitchAccounts') : t('SwitchContext')}
      message={[
        kind === 'tenant' ? t('SwitchingAccountsSaveWork') : t('SwitchingContextSaveWork'),
        hasUnsavedWork ? t('SwitchingUnsavedWorkLost') : '',
      ]
        .filter(Boolean)
        .join(' ')}
      submitLabel={t('Continue')}
      cancelLabel={t('Cancel')}
      loading={isSwitching}
      onSubmit={() => confirm()}
      onCancel={() => cancel()}
    />
  );
}
