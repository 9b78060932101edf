import { describe, expect, it } from 'vitest';

import { announcedSecondsLeft } from './countdown-announcement';

describe('the countdown as screen readers hear it', () => {
  it.each([
    [60, 60],
    [59, 60],
    [31, 60],
    [30, 30],
    [11, 30],
    [10, 10],
    [6, 10],
    [5, 5],
    [1, 5],
    [0, 5],
  ])('with %i s left says %i s: the warning once, then 30, 10 and 5 s', (secondsLeft, announced) => {
    expect(announcedSecondsLeft(secondsLeft)).toBe(announced);
  });
});
