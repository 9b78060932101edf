/** Section 9's tooltip timings. */
export const TOOLTIP_SHOW_DELAY_MS = 700;
export const TOOLTIP_HIDE_DELAY_MS = 200;
/** A touch shows the tooltip after a long press of 500 ms and hides it 1500 ms after the finger lifts. */
export const TOOLTIP_LONG_TOUCH_SHOW_MS = 500;
export const TOOLTIP_TOUCH_HIDE_MS = 1_500;
/** Mouse events a browser emulates within 650 ms of a touch are the touch's own, not a pointer coming. */
export const TOOLTIP_TOUCH_MOUSE_WINDOW_MS = 650;
/** A tooltip explaining a form field shows sooner: the user is looking for help with it. */
export const TOOLTIP_FORM_LABEL_SHOW_MS = 250;
/** An open tooltip follows its anchor as the page scrolls or resizes, at most once per 20 ms. */
export const TOOLTIP_REPOSITION_THROTTLE_MS = 20;
