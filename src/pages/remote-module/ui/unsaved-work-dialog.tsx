import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';

import { ConfirmDialog } from '@/shared/ui';

/** Leaving a module that holds unsaved work: Cancel keeps the user (and their input) where they are. */
export function UnsavedWorkDialog({ blocker, title }: { blocker: Blocker; title: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      type="warning"
      title={t('ModuleUnsavedTitle')}
      message={t('ModuleUnsavedText', { title })}
      submitLabel={t('ModuleUnsavedLeave')}
      cancelLabel={t('Cancel')}
      onSubmit={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
