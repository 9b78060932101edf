import { styled } from '@mui/material';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

import { TOAST_BACKGROUNDS, TOAST_DURATION_MS, TOAST_MAX_OPEN, TOAST_POSITION, TOAST_WIDTH } from './config';

const ToastContent = styled(MaterialDesignContent)({
  width: TOAST_WIDTH,
  maxWidth: 'calc(100vw - 2rem)',
  ...Object.fromEntries(
    Object.entries(TOAST_BACKGROUNDS).map(([variant, backgroundColor]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor },
    ]),
  ),
});

const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_OPEN}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={TOAST_POSITION}
      Components={TOAST_COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
