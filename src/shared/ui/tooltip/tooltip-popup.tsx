import { alpha, Box, Grow, Popper } from '@mui/material';

import { useFollowAnchor } from './use-follow-anchor';

/** Popper's own scroll and resize listeners are off: the tooltip follows its anchor at section 9's throttle. */
const POPPER_MODIFIERS = [{ name: 'eventListeners', enabled: false }];

interface TooltipPopupProps {
  id: string;
  open: boolean;
  anchorEl: HTMLElement | null;
  title: string;
  /** A form's help stays beside its field, in the same landmark (a portal would put it outside every landmark). */
  disablePortal: boolean;
}

/**
 * The tooltip itself, in MUI's tooltip look: below its anchor, growing in. Loaded with the first tooltip shown
 * (app-tooltip.tsx), with Popper.js: the screens paint without them.
 */
export function TooltipPopup({ id, open, anchorEl, title, disablePortal }: TooltipPopupProps) {
  const popperRef = useFollowAnchor(open);
  return (
    <Popper
      id={id}
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      placement="bottom"
      transition
      disablePortal={disablePortal}
      popperRef={popperRef}
      modifiers={POPPER_MODIFIERS}
      sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
    >
      {({ TransitionProps }) => (
        <Grow {...TransitionProps}>
          <Box
            sx={(theme) => ({
              backgroundColor: alpha(theme.palette.grey[700], 0.92),
              borderRadius: 1,
              color: 'common.white',
              fontFamily: theme.typography.fontFamily,
              fontSize: theme.typography.pxToRem(11),
              fontWeight: 'fontWeightMedium',
              maxWidth: 300,
              marginTop: '14px',
              // Flipped above its anchor where there is no room below.
              '[data-popper-placement*="top"] &': { marginTop: 0, marginBottom: '14px' },
              overflowWrap: 'break-word',
              paddingBlock: '4px',
              paddingInline: '8px',
            })}
          >
            {title}
          </Box>
        </Grow>
      )}
    </Popper>
  );
}
