import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPickerPopup = () => import('./picker-popup');
const PickerPopup = lazy(() => loadPickerPopup().then(({ PickerPopup: Popup }) => ({ default: Popup })));

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
  /** Loads the picker's code ahead, as the user shows the intent to open it. */
  preloadPicker: () => Promise<unknown>;
  /** The text input takes the focus (a date input loads its parser then). */
  onFocus?: () => void;
}

/**
 * A free-text date or time input with a button opening its picker: any text can be typed, and is read on input. The
 * picker gets its own date adapter, so that it needs nothing from the screen around it. The popup, the picker and the
 * month and day names load as the pointer or the focus comes to the button, not with the screen.
 */
export function PickerTextField(props: PickerTextFieldProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const close = () => setOpen(false);
  const { i18n } = useTranslation();
  const id = useId();
  const helperId = `${id}-helper-text`;
  // A failed load is the click's to report: the popup then fails as every lazy piece does.
  const preload = () =>
    void Promise.all([
      loadPickerPopup().then((popup) => popup.loadPickerLocale(i18n.language)),
      props.preloadPicker(),
    ]).catch(() => undefined);
  return (
    <>
      {/* TextField's parts without TextField, which would bring MUI's Select (with its Menu) to every screen. */}
      <FormControl ref={setAnchor} size="small" required={props.required} error={props.error !== undefined}>
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {props.label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={props.label}
          value={props.typing.text}
          onChange={(event) => props.typing.changeText(event.target.value)}
          onFocus={props.onFocus}
          onBlur={props.typing.blur}
          placeholder={props.placeholder}
          aria-describedby={props.error === undefined ? undefined : helperId}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={props.openLabel}
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setOpened(true);
                  setOpen(true);
                }}
              >
                {props.icon}
              </IconButton>
            </InputAdornment>
          }
        />
        {props.error !== undefined && <FormHelperText id={helperId}>{props.error}</FormHelperText>}
      </FormControl>
      {opened && (
        <Suspense fallback={null}>
          <PickerPopup anchorEl={anchor} open={open} onClose={close} label={props.openLabel}>
            {props.renderPicker(close)}
          </PickerPopup>
        </Suspense>
      )}
    </>
  );
}
