import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What a TanStack Form text field offers; the errors are issues whose message is a translation key. */
export interface TextFieldBinding {
  state: { value: string; meta: { isTouched: boolean; errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'string' ? error : ((error as { message?: string } | undefined)?.message ?? undefined);

interface FormTextFieldProps {
  field: TextFieldBinding;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  multiline?: boolean;
  minRows?: number;
}

/**
 * An outlined text field showing its translated error once it has been touched (or the form submitted, which touches
 * it). Built from MUI's parts rather than `TextField`, which would bring its select (Select, Menu, Popover) to every
 * form, the sign-in page's included.
 */
export function FormTextField({ field, label, required, disabled, fullWidth, ...input }: FormTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = field.state.meta.isTouched ? messageOf(field.state.meta.errors[0]) : undefined;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl required={required} disabled={disabled} fullWidth={fullWidth} error={Boolean(message)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        inputProps={{ 'aria-describedby': message ? helperId : undefined }}
      />
      {message && <FormHelperText id={helperId}>{t(message)}</FormHelperText>}
    </FormControl>
  );
}
