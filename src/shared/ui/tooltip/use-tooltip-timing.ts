import { useCallback, useEffect, useRef, useState } from 'react';

import {
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_LONG_TOUCH_SHOW_MS,
  TOOLTIP_SHOW_DELAY_MS,
  TOOLTIP_TOUCH_HIDE_MS,
  TOOLTIP_TOUCH_MOUSE_WINDOW_MS,
} from './config';

/**
 * Section 9's tooltip timing. MUI's own adds its hover delay to the touch delay (a long touch would show after
 * 1200 ms) and has no touch-versus-mouse window, so the tooltip is opened and closed here.
 */
export function useTooltipTiming(showDelayMs = TOOLTIP_SHOW_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTouchAt = useRef(-Infinity);

  const after = useCallback((ms: number, nextOpen: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(nextOpen), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const isTouchEcho = () => Date.now() - lastTouchAt.current < TOOLTIP_TOUCH_MOUSE_WINDOW_MS;

  return {
    open,
    triggers: {
      onMouseEnter: () => {
        if (!isTouchEcho()) after(showDelayMs, true);
      },
      onMouseLeave: () => {
        if (!isTouchEcho()) after(TOOLTIP_HIDE_DELAY_MS, false);
      },
      onFocus: () => after(showDelayMs, true),
      onBlur: () => after(TOOLTIP_HIDE_DELAY_MS, false),
      onTouchStart: () => {
        lastTouchAt.current = Date.now();
        after(TOOLTIP_LONG_TOUCH_SHOW_MS, true);
      },
      onTouchEnd: () => {
        lastTouchAt.current = Date.now();
        after(TOOLTIP_TOUCH_HIDE_MS, false);
      },
    },
  };
}
