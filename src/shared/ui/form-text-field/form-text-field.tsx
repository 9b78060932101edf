import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a TanStack Form text field offers; the errors are issues whose message is a translation key. */
export interface TextFieldBinding {
  state: { value: string; meta: { isTouched: boolean; errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'string' ? error : ((error as { message?: string } | undefined)?.message ?? undefined);

type FormTextFieldProps = { field: TextFieldBinding } & Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
>;

/** A text field showing its translated error once it has been touched (or the form submitted, which touches it). */
export function FormTextField({ field, ...props }: FormTextFieldProps) {
  const { t } = useTranslation();
  const message = field.state.meta.isTouched ? messageOf(field.state.meta.errors[0]) : undefined;
  return (
    <TextField
      {...props}
      value={field.state.value}
      onChange={(event) => field.handleChange(event.target.value)}
      onBlur={field.handleBlur}
      error={Boolean(message)}
      helperText={message ? t(message) : undefined}
    />
  );
}
