import { Popover, useTheme } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';

interface PickerPopupProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}

/**
 * The popup of a date or time input (section 4): closes on Escape, Alt+Up and a click on the backdrop, and gives
 * the focus back to what had it before it opened.
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
      {children}
    </Popover>
  );
}
