import { describe, expect, it } from 'vitest';

import { MODAL_SIZES, MODAL_TRANSITION_DURATION } from './config';

describe('the modal sizes and timings of section 9', () => {
  it('bound every size but x-large to calc(100% - 3.2rem) wide, and the small ones to 95% and 90vh high', () => {
    for (const size of ['x-small', 'small', 'medium', 'large'] as const) {
      expect(MODAL_SIZES[size].maxWidth).toBe('calc(100% - 3.2rem)');
    }
    for (const size of ['x-small', 'small', 'medium'] as const) {
      expect(MODAL_SIZES[size].maxHeight).toBe('min(95%, 90vh)');
    }
    expect(MODAL_SIZES['x-large']).toMatchObject({ width: '100%', height: '100%', maxWidth: '100%' });
    expect(MODAL_SIZES.large).toMatchObject({ width: '95%', height: '95%' });
  });

  it('open in 120 ms and close in 100 ms', () => {
    expect(MODAL_TRANSITION_DURATION).toEqual({ enter: 120, exit: 100 });
  });
});
