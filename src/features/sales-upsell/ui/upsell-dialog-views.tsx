import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { contentSettingsQuery } from '@/entities/content';
import { globalStateQuery } from '@/entities/global-state';
import { $accessClaims, $sessionOwner } from '@/entities/session';
import { ConfirmDialog } from '@/shared/ui';

import {
  $dialog,
  $isBusy,
  buyNowClicked,
  dialogClosed,
  renewalConfirmed,
  type UpsellDialog,
} from '../model/upsell-flow';
import { ContactSalesDialog } from './contact-sales-dialog';
import { MessageDialog } from './message-dialog';
import { UpgradeDialog } from './upgrade-dialog';

/** The dialogs that only tell the user how a request went. */
const MESSAGE_DIALOGS: { dialog: UpsellDialog; titleKey: string; messageKey: string; offersBuyNow?: boolean }[] = [
  { dialog: 'trial-success', titleKey: 'TrialSuccessTitle', messageKey: 'TrialSuccessText' },
  { dialog: 'trial-completed', titleKey: 'TrialCompletedTitle', messageKey: 'TrialCompletedText', offersBuyNow: true },
  { dialog: 'contact-sales-success', titleKey: 'ContactSalesSuccessTitle', messageKey: 'ContactSalesSuccessText' },
  { dialog: 'renewal-received', titleKey: 'RenewalReceivedTitle', messageKey: 'RenewalReceivedText' },
];

/** The dialogs of the upsell flows, one at a time (a case that could not be opened is told by the model). */
export function UpsellDialogViews() {
  const { t } = useTranslation();
  const [dialog, close, buyNow, claims, confirmRenewal, isBusy] = useUnit([
    $dialog,
    dialogClosed,
    buyNowClicked,
    $accessClaims,
    renewalConfirmed,
    $isBusy,
  ]);
  const owner = useUnit($sessionOwner);
  const { data: state } = useQuery(globalStateQuery(owner));
  const { data: content } = useQuery(contentSettingsQuery(claims?.tenantGuid ?? null));
  const canBuyNow = content?.BuyNow !== 'false';

  const prefill = {
    firstName: state?.user?.FirstName ?? '',
    lastName: state?.user?.LastName ?? '',
    emailAddress: state?.user?.Email ?? claims?.email ?? '',
    phoneNumber: '',
    interestDesc: '',
  };
  const buyNowAction = canBuyNow ? { labelKey: 'BuyNow', onClick: buyNow } : undefined;

  return (
    <>
      <UpgradeDialog open={dialog === 'upgrade'} canBuyNow={canBuyNow} />
      {dialog === 'contact-sales' && <ContactSalesDialog open prefill={prefill} />}
      <ConfirmDialog
        open={dialog === 'renewal-confirm'}
        type="notify"
        title={t('RenewalConfirmTitle')}
        message={t('RenewalConfirmText')}
        submitLabel={t('RenewalConfirmSubmit')}
        cancelLabel={t('Cancel')}
        loading={isBusy}
        onSubmit={() => confirmRenewal()}
        onCancel={() => close()}
      />
      {MESSAGE_DIALOGS.map((message) => (
        <MessageDialog
          key={message.dialog}
          open={dialog === message.dialog}
          titleKey={message.titleKey}
          messageKey={message.messageKey}
          onClose={close}
          action={message.offersBuyNow ? buyNowAction : undefined}
        />
      ))}
    </>
  );
}
