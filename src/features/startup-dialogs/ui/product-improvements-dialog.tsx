import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { runtimeLinksQuery } from '@/shared/config';
import { SafeHtml } from '@/shared/ui';

import { withoutLinkTo } from '../lib/without-link';
import { type ProductImprovementsAnswer, productImprovementsAnswered } from '../model/startup-dialog-answers';
import { StartupDialog, type StartupDialogChoice } from './startup-dialog';

const PRODUCT_IMPROVEMENTS_CHOICES: StartupDialogChoice<ProductImprovementsAnswer>[] = [
  { answer: 'removeGuidance', labelKey: 'RemoveGuidance', color: 'secondary' },
  { answer: 'optIn', labelKey: 'Continue', color: 'primary' },
];

/** Stands for the absent privacy notice in the description, whose link to it is then taken out. */
const NO_PRIVACY_NOTICE = 'about:blank#no-privacy-notice';

export function ProductImprovementsDialog() {
  const { t } = useTranslation();
  const answered = useUnit(productImprovementsAnswered);
  const { data: links } = useQuery(runtimeLinksQuery());
  // Without a privacy notice from the deployment, the description says no "learn more" that leads nowhere.
  const privacyNoticeUrl = links?.privacyNotice ?? NO_PRIVACY_NOTICE;
  const description = t('ProductImprovementsDescription', {
    privacyNoticeUrl,
    interpolation: { escapeValue: false },
  });
  return (
    <StartupDialog
      titleKey="ProductImprovementsTitle"
      onAnswer={answered}
      answerOnClose="optIn"
      choices={PRODUCT_IMPROVEMENTS_CHOICES}
    >
      <SafeHtml
        html={links?.privacyNotice ? description : withoutLinkTo(description, NO_PRIVACY_NOTICE)}
        sx={{ '& a': { color: 'primary.main' } }}
      />
    </StartupDialog>
  );
}
