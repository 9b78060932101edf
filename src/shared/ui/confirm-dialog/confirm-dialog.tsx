import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { AppButton } from '../button/app-button';
import { AppModal } from '../modal/app-modal';
import { CONFIRM_DIALOG_TYPES, type ConfirmDialogType } from './config';

export interface ConfirmDialogProps {
  open: boolean;
  type?: ConfirmDialogType;
  title: ReactNode;
  message: ReactNode;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  loading?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  type = 'delete',
  title,
  message,
  submitLabel,
  cancelLabel,
  loading = false,
  onSubmit,
  onCancel,
}: ConfirmDialogProps) {
  const { Icon, iconColor, submitColor } = CONFIRM_DIALOG_TYPES[type];
  return (
    <AppModal
      open={open}
      onClose={onCancel}
      size="x-small"
      title={title}
      actions={
        <>
          <AppButton color="secondary" onClick={onCancel}>
            {cancelLabel}
          </AppButton>
          <AppButton color={submitColor} loading={loading} onClick={onSubmit}>
            {submitLabel}
          </AppButton>
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Icon color={iconColor} fontSize="large" />
        <Typography>{message}</Typography>
      </Box>
    </AppModal>
  );
}
