import { Alert, Button, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { oidcSettingsQuery } from '@/entities/session';

import { $oidcSignInNotice, $oidcSignInPending, oidcSignInClicked, oidcSignInIntended } from '../model/oidc-sign-in';

/** Shown only when the deployment turns OIDC sign-in on. */
export function OidcSignInButton() {
  const { t } = useTranslation();
  const { data: settings } = useQuery(oidcSettingsQuery());
  const [pending, notice, clicked, intended] = useUnit([
    $oidcSignInPending,
    $oidcSignInNotice,
    oidcSignInClicked,
    oidcSignInIntended,
  ]);
  if (!settings) return null;
  return (
    <>
      <Divider sx={{ marginBlock: 3 }}>{t('Or')}</Divider>
      {notice && (
        <Alert severity={notice === 'failed' ? 'error' : 'info'} sx={{ marginBlockEnd: 2 }}>
          {notice === 'failed' ? t('SingleSignOnFailed') : t('SignInWindowClosed')}
        </Alert>
      )}
      {/* Loading on intent, not with the page: the popup must open within the click's moment, and most users sign in
          with a password. */}
      <Button
        variant="outlined"
        fullWidth
        loading={pending}
        onPointerEnter={() => intended()}
        onFocus={() => intended()}
        onClick={() => clicked()}
      >
        {t('SignInWithIdentityProvider')}
      </Button>
    </>
  );
}
