import { useForkRef } from '@mui/material/utils';
import { cloneElement, lazy, type ReactElement, type Ref, Suspense, useId, useState } from 'react';

import { TOOLTIP_FORM_LABEL_SHOW_MS, TOOLTIP_SHOW_DELAY_MS } from './config';
import { useTooltipTiming } from './use-tooltip-timing';

const TooltipPopup = lazy(() => import('./tooltip-popup').then(({ TooltipPopup: Popup }) => ({ default: Popup })));

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

/**
 * A tooltip with section 9's timings: shown after 700 ms (250 ms for a form label), hidden 200 ms after it is left.
 * The anchor is named (or described) by the tooltip at once; the popup's code (Popper.js) loads as it first shows,
 * while the show delay runs.
 */
export function AppTooltip({ title, children, kind = 'default' }: AppTooltipProps) {
  const isFormLabel = kind === 'form-label';
  const { open, triggers } = useTooltipTiming(isFormLabel ? TOOLTIP_FORM_LABEL_SHOW_MS : TOOLTIP_SHOW_DELAY_MS);
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ref = useForkRef(children.props.ref as Ref<HTMLElement> | undefined, setAnchor);
  // The popup's code is asked for as a show begins, so that it is there when the delay ends.
  const [wanted, setWanted] = useState(false);
  const wanting = (trigger: () => void) => (): void => {
    setWanted(true);
    trigger();
  };
  const handlers = {
    ...triggers,
    onMouseEnter: wanting(triggers.onMouseEnter),
    onFocus: wanting(triggers.onFocus),
    onTouchStart: wanting(triggers.onTouchStart),
  };
  // As MUI's Tooltip: the anchor's own name wins; a form label's help describes its anchor while shown.
  const naming = isFormLabel
    ? { 'aria-describedby': open ? id : undefined }
    : { 'aria-label': children.props['aria-label'] ?? title };
  return (
    <>
      {cloneElement(children, { ...naming, ...handlers, ref })}
      {wanted && (
        <Suspense fallback={null}>
          <TooltipPopup id={id} open={open} anchorEl={anchor} title={title} disablePortal={isFormLabel} />
        </Suspense>
      )}
    </>
  );
}
