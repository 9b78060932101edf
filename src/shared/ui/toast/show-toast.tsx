import { Box } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';

import { TOAST_MAX_OPEN } from './config';

export interface Toast {
  variant: 'success' | 'error' | 'warning' | 'info';
  /** Already translated, or an element that translates itself (it then follows a change of language). */
  title?: ReactNode;
  message: ReactNode;
}

/** Oldest first. notistack queues toasts beyond its limit; ours close the oldest so that a new one always shows. */
let openToasts: SnackbarKey[] = [];

export function showToast({ variant, title, message }: Toast): SnackbarKey {
  if (openToasts.length >= TOAST_MAX_OPEN) {
    const [oldest, ...rest] = openToasts;
    openToasts = rest;
    if (oldest !== undefined) closeSnackbar(oldest);
  }
  const key = enqueueSnackbar(
    <Box>
      {title && (
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
      )}
      {message}
    </Box>,
    {
      variant,
      onClose: (_event, _reason, closedKey) => {
        openToasts = openToasts.filter((open) => open !== closedKey);
      },
    },
  );
  openToasts = [...openToasts, key];
  return key;
}
