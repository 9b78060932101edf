import { Box, Typography } from '@mui/material';
import { useForm } from '@tanstack/react-form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';

import { AppButton, AppModal, FormTextField } from '@/shared/ui';

import { contactSalesSchema, type ContactSalesValues, FIELD_SCHEMAS } from '../lib/contact-sales-form';
import { $isBusy, contactSalesSubmitted, dialogClosed } from '../model/upsell-flow';

const FORM_ID = 'contact-sales-form';

/**
 * The contact-sales form, pre-filled from the current user. It stays mounted while the request runs, so that a
 * failed submit keeps everything typed.
 */
export function ContactSalesDialog({ open, prefill }: { open: boolean; prefill: ContactSalesValues }) {
  const { t } = useTranslation();
  const [isBusy, submit, close] = useUnit([$isBusy, contactSalesSubmitted, dialogClosed]);
  const form = useForm({
    defaultValues: prefill,
    validators: { onMount: contactSalesSchema, onChange: contactSalesSchema },
    onSubmit: ({ value }) => submit(value),
  });
  const field = (name: keyof ContactSalesValues, labelKey: string, props: object = {}) => (
    <form.Field name={name} validators={{ onChange: FIELD_SCHEMAS[name] }}>
      {(binding) => <FormTextField field={binding} label={t(labelKey)} fullWidth {...props} />}
    </form.Field>
  );

  return (
    <AppModal
      open={open}
      onClose={close}
      title={t('ContactSalesTitle')}
      actions={
        <>
          <AppButton color="secondary" onClick={close}>
            {t('Cancel')}
          </AppButton>
          <form.Subscribe selector={(state) => state.canSubmit}>
            {(canSubmit) => (
              <AppButton color="primary" type="submit" form={FORM_ID} disabled={!canSubmit || isBusy} loading={isBusy}>
                {t('Submit')}
              </AppButton>
            )}
          </form.Subscribe>
        </>
      }
    >
      <Typography sx={{ marginBlockEnd: 2 }}>{t('ContactSalesIntro')}</Typography>
      <Box
        component="form"
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        {field('firstName', 'FirstName', { required: true, autoComplete: 'given-name' })}
        {field('lastName', 'LastName', { required: true, autoComplete: 'family-name' })}
        {field('emailAddress', 'EmailAddress', { required: true, type: 'email', autoComplete: 'email' })}
        {field('phoneNumber', 'PhoneNumber', { type: 'tel', autoComplete: 'tel' })}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {field('interestDesc', 'InterestDesc', { multiline: true, minRows: 3 })}
        </Box>
      </Box>
    </AppModal>
  );
}
