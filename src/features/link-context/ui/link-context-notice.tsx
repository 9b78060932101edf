import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Trans } from 'react-i18next';

import { showToast } from '@/shared/ui';

import { $linkContextNotice, linkContextNoticeShown } from '../model/startup-context';

/** Says why a followed link did not open its tenant: the user would otherwise read the wrong tenant's data unwarned. */
export function LinkContextNotice() {
  const [notice, shown] = useUnit([$linkContextNotice, linkContextNoticeShown]);

  useEffect(() => {
    if (!notice) return;
    // Shown while the signed-in user's language may still be loading: the texts follow it.
    showToast({
      variant: 'warning',
      title: <Trans i18nKey="LinkTenantNotOpenedTitle" />,
      message: <Trans i18nKey="LinkTenantNotOpened" />,
    });
    shown();
  }, [notice, shown]);

  return null;
}
