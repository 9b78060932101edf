import { Typography } from '@mui/material';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal } from '@/shared/ui';

import { $isBusy, buyNowClicked, dialogClosed, startTrialClicked } from '../model/upsell-flow';

/** The upgrade-account dialog: Start Trial, and Buy Now unless the tenant's content turns it off. */
export function UpgradeDialog({ open, canBuyNow }: { open: boolean; canBuyNow: boolean }) {
  const { t } = useTranslation();
  const [isBusy, startTrial, buyNow, close] = useUnit([$isBusy, startTrialClicked, buyNowClicked, dialogClosed]);
  return (
    <AppModal
      open={open}
      onClose={close}
      size="x-small"
      title={t('UpgradeAccountTitle')}
      actions={
        <>
          {canBuyNow && (
            <AppButton color="secondary" onClick={buyNow} disabled={isBusy}>
              {t('BuyNow')}
            </AppButton>
          )}
          <AppButton color="primary" onClick={startTrial} loading={isBusy}>
            {t('StartTrial')}
          </AppButton>
        </>
      }
    >
      <Typography>{t('UpgradeAccountText')}</Typography>
    </AppModal>
  );
}
