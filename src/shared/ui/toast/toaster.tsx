import { Box, styled } from '@mui/material';
import {
  closeSnackbar,
  enqueueSnackbar,
  MaterialDesignContent,
  type SnackbarKey,
  SnackbarProvider,
  type SnackbarProviderProps,
} from 'notistack';
import { useEffect } from 'react';

import { TOAST_BACKGROUNDS, TOAST_DURATION_MS, TOAST_MAX_OPEN, TOAST_POSITION, TOAST_WIDTH } from './config';
import { connectToaster, type Toast } from './show-toast';

const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  width: TOAST_WIDTH,
  maxWidth: 'calc(100vw - 2rem)',
  // On a phone notistack's column already keeps its margins: a toast takes the column's width, never more.
  [theme.breakpoints.down('sm')]: { width: '100%', maxWidth: '100%' },
  ...Object.fromEntries(
    Object.entries(TOAST_BACKGROUNDS).map(([variant, backgroundColor]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor },
    ]),
  ),
}));

const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

const TOASTER_SETTINGS = {
  maxSnack: TOAST_MAX_OPEN,
  autoHideDuration: TOAST_DURATION_MS,
  anchorOrigin: TOAST_POSITION,
  Components: TOAST_COMPONENTS,
} satisfies SnackbarProviderProps;

/** Oldest first. notistack queues toasts beyond its limit; ours close the oldest so that a new one always shows. */
let openToasts: SnackbarKey[] = [];

export function enqueueToast({ variant, title, message }: Toast): SnackbarKey {
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

/** notistack's provider, on its own: the toasts it shows are asked for with `showToast`. */
export function Toaster() {
  // The provider installs notistack's global functions as it is made, before this effect runs.
  useEffect(() => connectToaster((toast) => void enqueueToast(toast)), []);
  return <SnackbarProvider {...TOASTER_SETTINGS} />;
}
