import { Popover, useTheme } from '@mui/material';
import { type KeyboardEvent, type ReactNode, Suspense } from 'react';

import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { DatePickersProvider } from './date-pickers-provider';

export { loadPickerLocale } from './config';

interface PickerPopupProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}

/**
 * The popup of a date or time input (section 4), with the pickers' date adapter in the user's language: closes on
 * Escape, Alt+Up and a click on the backdrop, and gives the focus back to what had it before it opened. Loaded with
 * the input's first opening (picker-text-field.tsx), as are the pickers: a screen with a date input paints without them.
 */
export function PickerPopup({ anchorEl, open, onClose, label, children }: PickerPopupProps) {
  // The popup opens under the input's start edge, which is its right edge in right-to-left languages.
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const closeOnAltUp = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowUp') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <Popover
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      onKeyDown={closeOnAltUp}
      anchorOrigin={{ vertical: 'bottom', horizontal: start }}
      transformOrigin={{ vertical: 'top', horizontal: start }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <DatePickersProvider>{children}</DatePickersProvider>
      </Suspense>
    </Popover>
  );
}
