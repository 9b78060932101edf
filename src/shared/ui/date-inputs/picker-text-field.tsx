import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { PickerPopup } from './picker-popup';

interface PickerTextFieldProps {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  onBlur: () => void;
  required: boolean;
  /** The error to show under the input, already translated. */
  error: string | undefined;
  /** The input's format, shown as a hint, such as MM/DD/YYYY. */
  placeholder: string;
  openLabel: string;
  icon: ReactNode;
  /** The picker in the popup; `close` closes the popup. */
  renderPicker: (close: () => void) => ReactNode;
}

/** A free-text date or time input with a button opening its picker: any text can be typed, and is read on input. */
export function PickerTextField(props: PickerTextFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <TextField
        ref={setAnchor}
        label={props.label}
        value={props.text}
        onChange={(event) => props.onTextChange(event.target.value)}
        onBlur={props.onBlur}
        required={props.required}
        error={props.error !== undefined}
        helperText={props.error}
        placeholder={props.placeholder}
        size="small"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" aria-label={props.openLabel} onClick={() => setOpen(true)}>
                  {props.icon}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <PickerPopup anchorEl={anchor} open={open} onClose={close} label={props.openLabel}>
        {props.renderPicker(close)}
      </PickerPopup>
    </>
  );
}
