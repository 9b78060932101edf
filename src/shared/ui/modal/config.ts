export type ModalSize = 'x-small' | 'small' | 'medium' | 'large' | 'x-large';

interface ModalPaperSize {
  width: string;
  height?: string;
  maxWidth: string;
  maxHeight: string;
  margin?: number;
}

const BOUNDED = { maxWidth: 'calc(100% - 3.2rem)', maxHeight: 'min(95%, 90vh)' } as const;

export const MODAL_SIZES: Record<ModalSize, ModalPaperSize> = {
  'x-small': { width: '40rem', ...BOUNDED },
  small: { width: '59rem', ...BOUNDED },
  medium: { width: '94rem', ...BOUNDED },
  // The large sizes fill the viewport themselves, so MUI's default height cap must not cut them.
  large: { width: '95%', height: '95%', maxWidth: 'calc(100% - 3.2rem)', maxHeight: '100%' },
  'x-large': { width: '100%', height: '100%', maxWidth: '100%', maxHeight: '100%', margin: 0 },
};

export const MODAL_TRANSITION_DURATION = { enter: 120, exit: 100 } as const;

/** Below this breakpoint (a phone) every modal is full-screen, whatever its size. */
export const FULL_SCREEN_BELOW = 'sm';
