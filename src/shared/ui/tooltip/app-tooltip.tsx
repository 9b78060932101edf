import { Tooltip } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';

import { useTooltipTiming } from './use-tooltip-timing';

export interface AppTooltipProps {
  title: string;
  /** One element that takes pointer, focus and touch handlers (a button, a link). */
  children: ReactElement<Record<string, unknown>>;
}

/** A tooltip with section 9's timings: shown after 700 ms, hidden 200 ms after the pointer leaves. */
export function AppTooltip({ title, children }: AppTooltipProps) {
  const { open, triggers } = useTooltipTiming();
  return (
    <Tooltip title={title} open={open} disableHoverListener disableFocusListener disableTouchListener>
      {cloneElement(children, triggers)}
    </Tooltip>
  );
}
