import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal, SafeHtml } from '@/shared/ui';

import { PRIVACY_NOTICE_URL } from '../config/startup-config';
import { productImprovementsAnswered } from '../model/startup-dialog-answers';

export function ProductImprovementsDialog() {
  const { t } = useTranslation();
  const answered = useUnit(productImprovementsAnswered);
  return (
    <AppModal
      open
      onClose={() => answered('optIn')}
      size="x-small"
      title={t('ProductImprovementsTitle')}
      actions={
        <>
          <AppButton color="secondary" onClick={() => answered('removeGuidance')}>
            {t('RemoveGuidance')}
          </AppButton>
          <AppButton color="primary" onClick={() => answered('optIn')}>
            {t('Continue')}
          </AppButton>
        </>
      }
    >
      <SafeHtml
        html={t('ProductImprovementsDescription', {
          privacyNoticeUrl: PRIVACY_NOTICE_URL,
          interpolation: { escapeValue: false },
        })}
        sx={{ '& a': { color: 'primary.main' } }}
      />
    </AppModal>
  );
}
