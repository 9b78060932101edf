import { Tooltip } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';

import { TOOLTIP_FORM_LABEL_SHOW_MS, TOOLTIP_SHOW_DELAY_MS } from './config';
import { useFollowAnchor } from './use-follow-anchor';
import { useTooltipTiming } from './use-tooltip-timing';

export interface AppTooltipProps {
  title: string;
  /** One element that takes pointer, focus and touch handlers (a button, a link). */
  children: ReactElement<Record<string, unknown>>;
  /**
   * `form-label`: the help beside a form field, shown after 250 ms and describing its anchor (which has a name of
   * its own). Otherwise the tooltip names its anchor and shows after 700 ms.
   */
  kind?: 'default' | 'form-label';
}

/** Popper's own scroll and resize listeners are off: the tooltip follows its anchor at section 9's throttle. */
const POPPER_MODIFIERS = [{ name: 'eventListeners', enabled: false }];

/** A tooltip with section 9's timings: shown after 700 ms (250 ms for a form label), hidden 200 ms after it is left. */
export function AppTooltip({ title, children, kind = 'default' }: AppTooltipProps) {
  const isFormLabel = kind === 'form-label';
  const { open, triggers } = useTooltipTiming(isFormLabel ? TOOLTIP_FORM_LABEL_SHOW_MS : TOOLTIP_SHOW_DELAY_MS);
  const popperRef = useFollowAnchor(open);
  return (
    <Tooltip
      title={title}
      open={open}
      describeChild={isFormLabel}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      // A form's help stays beside its field, in the same landmark (a portal would put it outside every landmark).
      slotProps={{ popper: { popperRef, modifiers: POPPER_MODIFIERS, disablePortal: isFormLabel } }}
    >
      {cloneElement(children, triggers)}
    </Tooltip>
  );
}
