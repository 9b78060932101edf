import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectFieldOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

export type SelectFieldProps<Value extends string> = Pick<
  TextFieldProps<'outlined'>,
  'id' | 'label' | 'size' | 'disabled' | 'slotProps' | 'sx'
> & {
  value: Value;
  /** In the order the menu lists them. */
  options: readonly SelectFieldOption<Value>[];
  onChange: (value: Value) => void;
};

/** An outlined select field, one menu item an option. */
export function SelectField<Value extends string>({ options, onChange, ...field }: SelectFieldProps<Value>) {
  return (
    <TextField select {...field} onChange={(event) => onChange(event.target.value as Value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
