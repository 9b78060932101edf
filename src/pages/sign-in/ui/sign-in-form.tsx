import { Box, Button, Typography } from '@mui/material';
import { useForm } from '@tanstack/react-form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';

import { FormTextField } from '@/shared/ui';

import {
  $isSigningIn,
  $signInError,
  $singleSignOnEmail,
  emailEntered,
  readLastLoginEmail,
  signInSubmitted,
} from '../model/sign-in';
import { SignInErrorAlert } from './sign-in-error-alert';

/** A pause in typing this long looks the typed e-mail up (leaving the field does at once). */
const EMAIL_LOOKUP_PAUSE_MS = 500;

/** An outlined text field's height (MUI's medium size). */
const PASSWORD_FIELD_HEIGHT = 56;

const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'PleaseEnterYourEmail')),
  z.email('ErrorEnterValidEmailAddress'),
);
/**
 * An empty password is refused here only while the e-mail is not well-formed (the submit fails anyway): with a
 * well-formed one, its way in decides whether a password is needed (the model says so when it is), so that a
 * single sign-on user who clicks before their lookup has answered is not stopped.
 */
const passwordRequired = ({
  value,
  fieldApi,
}: {
  value: string;
  fieldApi: { form: { getFieldValue: (name: 'email') => string } };
}) =>
  value || emailField.safeParse(fieldApi.form.getFieldValue('email')).success ? undefined : 'PleaseEnterYourPassword';

export function SignInForm() {
  const { t } = useTranslation();
  const [error, isSigningIn, submit, enterEmail, singleSignOnEmail] = useUnit([
    $signInError,
    $isSigningIn,
    signInSubmitted,
    emailEntered,
    $singleSignOnEmail,
  ]);
  // A well-formed address (typed, or remembered from the last sign-in) has its way in looked up at once: a pause in
  // typing is enough, so that a single sign-on user's password field is gone before they reach for the button.
  const lookUp = ({ value }: { value: string }) => {
    if (emailField.safeParse(value).success) enterEmail(value.trim());
  };
  const form = useForm({
    defaultValues: { email: readLastLoginEmail(), password: '' },
    onSubmit: ({ value }) => submit({ email: value.email.trim(), password: value.password }),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {error && <SignInErrorAlert error={error} />}
      <form.Field
        name="email"
        validators={{ onChange: emailField, onSubmit: emailField }}
        listeners={{ onBlur: lookUp, onMount: lookUp, onChange: lookUp, onChangeDebounceMs: EMAIL_LOOKUP_PAUSE_MS }}
      >
        {(field) => (
          <FormTextField field={field} label={t('EmailAddress')} type="email" autoComplete="username" required />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.email.trim() === singleSignOnEmail}>
        {(isSingleSignOn) => (
          <>
            {/*
              A single sign-on user signs in at their identity provider: a password typed here would go nowhere. Its
              place keeps the field's height, so that the button does not move under a pointer already pressing it.
            */}
            {isSingleSignOn ? (
              <Typography sx={{ minHeight: PASSWORD_FIELD_HEIGHT, display: 'flex', alignItems: 'center' }}>
                {t('SingleSignOnNoPassword')}
              </Typography>
            ) : (
              <form.Field name="password" validators={{ onChange: passwordRequired, onSubmit: passwordRequired }}>
                {(field) => (
                  <FormTextField
                    field={field}
                    label={t('Password')}
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                )}
              </form.Field>
            )}
            <Button type="submit" variant="contained" size="large" disabled={isSigningIn}>
              {isSingleSignOn ? t('ContinueWithSingleSignOn') : t('SignIn')}
            </Button>
          </>
        )}
      </form.Subscribe>
    </Box>
  );
}
