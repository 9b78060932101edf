/** Section 9: toasts stay 6 s, at most four are open, bottom-right, 34rem wide. */
export const TOAST_DURATION_MS = 6000;
export const TOAST_MAX_OPEN = 4;
export const TOAST_POSITION = { vertical: 'bottom', horizontal: 'right' } as const;
export const TOAST_WIDTH = '34rem';
