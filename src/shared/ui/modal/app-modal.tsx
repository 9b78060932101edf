import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { AppTooltip } from '../tooltip/app-tooltip';
import { FULL_SCREEN_BELOW, MODAL_SIZES, MODAL_TRANSITION_DURATION, type ModalSize } from './config';

export interface AppModalProps {
  open: boolean;
  onClose: () => void;
  size?: ModalSize;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  closeOnNavigation?: boolean;
  /** Inherited from the document (ltr unless the language is right to left) when not given. */
  dir?: 'ltr' | 'rtl';
}

export function AppModal({
  open,
  onClose,
  size = 'small',
  title,
  children,
  actions,
  closeOnNavigation = true,
  dir,
}: AppModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  // On a phone every size fills the screen: a bounded dialog would leave its text a few words wide.
  const fullScreen = useMediaQuery(theme.breakpoints.down(FULL_SCREEN_BELOW), { noSsr: true });

  // A modal left open over a page the user navigated away from would act on the wrong page.
  useEffect(() => {
    if (!open || !closeOnNavigation) return;
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [open, closeOnNavigation, onClose]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      fullScreen={fullScreen}
      transitionDuration={MODAL_TRANSITION_DURATION}
      aria-labelledby={titleId}
      slotProps={{ paper: { dir, sx: fullScreen ? undefined : MODAL_SIZES[size] } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <AppTooltip title={t('Close')}>
          <IconButton aria-label={t('Close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </AppTooltip>
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
