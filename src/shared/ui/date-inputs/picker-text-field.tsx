import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { loadPickerLocale } from './config';
import { DatePickersProvider } from './date-pickers-provider';
import { PickerPopup } from './picker-popup';

interface PickerTextFieldProps {
  label: string;
  /** What is typed, and how typing and leaving the input are reported (`useTypedValue`). */
  typing: { text: string; changeText: (text: string) => void; blur: () => void };
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

/**
 * A free-text date or time input with a button opening its picker: any text can be typed, and is read on input. The
 * picker gets its own date adapter, so that it needs nothing from the screen around it.
 */
export function PickerTextField(props: PickerTextFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { i18n } = useTranslation();
  // The picker's month and day names load as the input shows, so that they are there when it opens.
  useEffect(() => void loadPickerLocale(i18n.language), [i18n.language]);
  return (
    <>
      <TextField
        ref={setAnchor}
        label={props.label}
        value={props.typing.text}
        onChange={(event) => props.typing.changeText(event.target.value)}
        onBlur={props.typing.blur}
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
        <Suspense fallback={<LoadingIndicator />}>
          <DatePickersProvider>{props.renderPicker(close)}</DatePickersProvider>
        </Suspense>
      </PickerPopup>
    </>
  );
}
