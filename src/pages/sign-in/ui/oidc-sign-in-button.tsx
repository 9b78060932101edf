import { Button, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { oidcSettingsQuery } from '@/entities/session';

import { $oidcSignInPending, oidcSignInClicked } from '../model/oidc-sign-in';

/** Shown only when the deployment turns OIDC sign-in on. */
export function OidcSignInButton() {
  const { t } = useTranslation();
  const { data: settings } = useQuery(oidcSettingsQuery());
  const [pending, clicked] = useUnit([$oidcSignInPending, oidcSignInClicked]);
  if (!settings) return null;
  return (
    <>
      <Divider sx={{ marginBlock: 3 }}>{t('Or')}</Divider>
      <Button variant="outlined" fullWidth disabled={pending} onClick={() => clicked()}>
        {t('SignInWithIdentityProvider')}
      </Button>
    </>
  );
}
