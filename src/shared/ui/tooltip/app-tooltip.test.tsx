import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppTooltip } from './app-tooltip';
import { useFollowAnchor } from './use-follow-anchor';

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
/** The popup's code, asked for as a show begins, has come (it loads while the show delay runs). */
const popupLoaded = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

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
  it('shows 700 ms after the pointer comes, and hides 200 ms after it leaves', async () => {
    const anchor = renderAnchor();
    fireEvent.mouseOver(anchor);
    await popupLoaded();
    expectShownAfter(700);
    fireEvent.mouseLeave(anchor);
    expectHiddenAfter(200);
  });

  it('shows after a long touch of 500 ms and hides 1500 ms after the finger lifts', async () => {
    const anchor = renderAnchor();
    fireEvent.touchStart(anchor);
    await popupLoaded();
    expectShownAfter(500);
    // The mouse events a browser emulates after a touch (within 650 ms) neither hide nor show it.
    fireEvent.touchEnd(anchor);
    fireEvent.mouseOver(anchor);
    fireEvent.mouseLeave(anchor);
    expectHiddenAfter(1_500);
  });

  // Section 9's 650 ms, written out: a mouse leaving 649 ms after the finger lifted is the touch's echo and changes
  // nothing (the tooltip stays its 1500 ms); at 650 ms it is a pointer, and the tooltip hides 200 ms later.
  it.each([
    [649, "the touch's own", 'stays until the touch hides it'],
    [650, 'a pointer', 'hides 200 ms later'],
  ])('takes a mouse leaving %i ms after the finger lifts for %s: the tooltip %s', async (afterTouchMs) => {
    const anchor = renderAnchor();
    fireEvent.touchStart(anchor);
    await popupLoaded();
    expectShownAfter(500);
    fireEvent.touchEnd(anchor);
    wait(afterTouchMs);
    fireEvent.mouseLeave(anchor);
    if (afterTouchMs < 650) {
      wait(200);
      expect(screen.getByRole('tooltip')).toBeVisible();
      expectHiddenAfter(1_500 - afterTouchMs - 200);
    } else {
      expectHiddenAfter(200);
    }
  });

  it('beside a form field shows 250 ms after the pointer or the focus comes, and describes its anchor', async () => {
    render(
      <AppTooltip title="How times are shown" kind="form-label">
        <button type="button" aria-label="About time formats">
          ?
        </button>
      </AppTooltip>,
    );
    const anchor = screen.getByRole('button', { name: 'About time formats' });
    fireEvent.mouseOver(anchor);
    await popupLoaded();
    wait(249);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('How times are shown');
    expect(anchor).toHaveAccessibleDescription('How times are shown');
  });

  it.each([
    ['scrolls', () => fireEvent.scroll(window)],
    ['resizes', () => fireEvent(window, new Event('resize'))],
  ])('follows its anchor as the page %s, at most once per 20 ms and once after the last event', (_what, move) => {
    const update = vi.fn();
    const { result, rerender } = renderHook(({ open }) => useFollowAnchor(open), { initialProps: { open: true } });
    result.current.current = { update } as unknown as NonNullable<typeof result.current.current>;
    move();
    expect(update).toHaveBeenCalledTimes(1);
    wait(5);
    move();
    wait(5);
    move();
    wait(9);
    expect(update).toHaveBeenCalledTimes(1);
    wait(1);
    expect(update).toHaveBeenCalledTimes(2);
    wait(100);
    expect(update).toHaveBeenCalledTimes(2);

    rerender({ open: false });
    wait(100);
    move();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
