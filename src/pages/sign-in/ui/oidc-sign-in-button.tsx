import { Alert, Button, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { oidcSettingsQuery } from '@/entities/session';

import { $oidcSignInNotice, $oidcSignInPending, oidcSignInClicked, oidcSignInShown } from '../model/oidc-sign-in';

/** Shown only when the deployment turns OIDC sign-in on. */
export function OidcSignInButton() {
  const { t } = useTranslation();
  const { data: settings } = useQuery(oidcSettingsQuery());
  const [pending, notice, clicked, shown] = useUnit([
    $oidcSignInPending,
    $oidcSignInNotice,
    oidcSignInClicked,
    oidcSignInShown,
  ]);
  const enabled = Boolean(settings);
  useEffect(() => {
    if (enabled) shown();
  }, [enabled, shown]);
  if (!settings) return null;
  return (
    <>
      <Divider sx={{ marginBlock: 3 }}>{t('Or')}</Divider>
      {notice && (
        <Alert severity={notice === 'failed' ? 'error' : 'info'} sx={{ marginBlockEnd: 2 }}>
          {notice === 'failed' ? t('SingleSignOnFailed') : t('SignInWindowClosed')}
        </Alert>
      )}
      <Button variant="outlined" fullWidth loading={pending} onClick={() => clicked()}>
        {t('SignInWithIdentityProvider')}
      </Button>
    </>
  );
}
