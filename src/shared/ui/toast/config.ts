/** Section 9: toasts stay 6 s, at most four are open, bottom-right, 34rem wide. */
export const TOAST_DURATION_MS = 6000;
export const TOAST_MAX_OPEN = 4;
export const TOAST_POSITION = { vertical: 'bottom', horizontal: 'right' } as const;
export const TOAST_WIDTH = '34rem';

/** Behind white text at 4.5:1 or more (WCAG AA): notistack's own warning, info and success colours fall short. */
export const TOAST_BACKGROUNDS = {
  success: '#2e7d32',
  error: '#d32f2f',
  warning: '#a84300',
  info: '#01579b',
} as const;
