import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/shared/ui';

import { PRIVACY_NOTICE_URL } from '../config/startup-config';
import { type ProductImprovementsAnswer, productImprovementsAnswered } from '../model/startup-dialog-answers';
import { StartupDialog, type StartupDialogChoice } from './startup-dialog';

const PRODUCT_IMPROVEMENTS_CHOICES: StartupDialogChoice<ProductImprovementsAnswer>[] = [
  { answer: 'removeGuidance', labelKey: 'RemoveGuidance', color: 'secondary' },
  { answer: 'optIn', labelKey: 'Continue', color: 'primary' },
];

export function ProductImprovementsDialog() {
  const { t } = useTranslation();
  const answered = useUnit(productImprovementsAnswered);
  return (
    <StartupDialog
      titleKey="ProductImprovementsTitle"
      onAnswer={answered}
      answerOnClose="optIn"
      choices={PRODUCT_IMPROVEMENTS_CHOICES}
    >
      <SafeHtml
        html={t('ProductImprovementsDescription', {
          privacyNoticeUrl: PRIVACY_NOTICE_URL,
          interpolation: { escapeValue: false },
        })}
        sx={{ '& a': { color: 'primary.main' } }}
      />
    </StartupDialog>
  );
}
