import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppTooltip } from './app-tooltip';

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

/** Renders a button with the tooltip "Close" and returns the button. */
function renderAnchor() {
  render(
    <AppTooltip title="Close">
      <button type="button">×</button>
    </AppTooltip>,
  );
  return screen.getByRole('button', { name: 'Close' });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The tooltip shows `delay` ms from now, not a millisecond sooner. */
function expectShownAfter(delay: number) {
  wait(delay - 1);
  expect(screen.queryByRole('tooltip')).toBeNull();
  wait(1);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
}

/** The tooltip starts to hide `delay` ms from now, not a millisecond sooner, and is gone once its exit has run. */
function expectHiddenAfter(delay: number) {
  wait(delay - 1);
  expect(screen.getByRole('tooltip')).toBeVisible();
  wait(1);
  wait(500);
  expect(screen.queryByRole('tooltip')).toBeNull();
}

describe('AppTooltip', () => {
  it('shows 700 ms after the pointer comes, and hides 200 ms after it leaves', () => {
    const anchor = renderAnchor();
    fireEvent.mouseOver(anchor);
    expectShownAfter(700);
    fireEvent.mouseLeave(anchor);
    expectHiddenAfter(200);
  });

  it('shows after a long touch of 500 ms and hides 1500 ms after the finger lifts', () => {
    const anchor = renderAnchor();
    fireEvent.touchStart(anchor);
    expectShownAfter(500);
    // The mouse events a browser emulates after a touch (within 650 ms) neither hide nor show it.
    fireEvent.touchEnd(anchor);
    fireEvent.mouseOver(anchor);
    fireEvent.mouseLeave(anchor);
    expectHiddenAfter(1_500);
  });
});
