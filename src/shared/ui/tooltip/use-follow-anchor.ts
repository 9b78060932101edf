import type { PopperProps } from '@mui/material';
import { type Ref, type RefObject, useEffect, useRef } from 'react';

import { TOOLTIP_REPOSITION_THROTTLE_MS } from './config';

/** MUI's popper instance (Popper.js), as its `popperRef` hands it over. */
type PopperInstance = NonNullable<PopperProps['popperRef']> extends Ref<infer Instance> ? Instance : never;

/**
 * While the tooltip is open, it is placed again as the page scrolls (any scroll container) or the window resizes,
 * at most once per 20 ms and once more after the last event, so that it ends where its anchor is.
 */
export function useFollowAnchor(open: boolean): RefObject<PopperInstance | null> {
  const popper = useRef<PopperInstance | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    let lastAt = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      lastAt = Date.now();
      void popper.current?.update();
    };
    const onMove = () => {
      clearTimeout(trailing);
      const wait = lastAt + TOOLTIP_REPOSITION_THROTTLE_MS - Date.now();
      if (wait <= 0) place();
      else trailing = setTimeout(place, wait);
    };
    window.addEventListener('scroll', onMove, { capture: true, passive: true });
    window.addEventListener('resize', onMove, { passive: true });
    return () => {
      clearTimeout(trailing);
      window.removeEventListener('scroll', onMove, { capture: true });
      window.removeEventListener('resize', onMove);
    };
  }, [open]);
  return popper;
}
