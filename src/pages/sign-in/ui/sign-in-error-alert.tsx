import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { formatRetryWait } from '../lib/retry-wait';
import type { SignInError } from '../model/sign-in';

export function SignInErrorAlert({ error }: { error: SignInError }) {
  const { t, i18n } = useTranslation();
  return <Alert severity="error">{messageOf(error)}</Alert>;

  function messageOf(failure: SignInError): string {
    if (failure.reason === 'wrong-credentials') return t('SignInWrongCredentials');
    if (failure.reason === 'failed') return t('SignInFailed');
    if (failure.reason === 'password-missing') return t('PleaseEnterYourPassword');
    if (failure.retryAfterS === null) return t('SignInTooManyAttemptsLater');
    return t('SignInTooManyAttempts', { when: formatRetryWait(failure.retryAfterS, i18n.language) });
  }
}
