import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { SvgIcon } from '@mui/material';

import type { AppButtonColor } from '../button/app-button';

// MUI 9 dropped DeleteOutline and CheckCircleOutline in favour of their identical *Outlined twins.
export type ConfirmDialogType = 'delete' | 'success' | 'notify' | 'warning';

interface ConfirmDialogLook {
  Icon: typeof SvgIcon;
  iconColor: 'error' | 'success' | 'info' | 'warning';
  submitColor: AppButtonColor;
}

export const CONFIRM_DIALOG_TYPES: Record<ConfirmDialogType, ConfirmDialogLook> = {
  delete: { Icon: DeleteOutlined, iconColor: 'error', submitColor: 'danger' },
  success: { Icon: CheckCircleOutlined, iconColor: 'success', submitColor: 'primary' },
  notify: { Icon: InfoOutlined, iconColor: 'info', submitColor: 'primary' },
  warning: { Icon: WarningAmber, iconColor: 'warning', submitColor: 'primary' },
};
