import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppTooltip } from './app-tooltip';

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

const renderTooltip = () =>
  render(
    <AppTooltip title="Close">
      <button type="button">×</button>
    </AppTooltip>,
  );
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AppTooltip', () => {
  it('shows 700 ms after the pointer comes, and hides 200 ms after it leaves', () => {
    renderTooltip();
    const anchor = screen.getByRole('button', { name: 'Close' });
    fireEvent.mouseOver(anchor);
    wait(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
    fireEvent.mouseLeave(anchor);
    wait(199);
    expect(screen.getByRole('tooltip')).toBeVisible();
    wait(1);
    wait(500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows after a long touch of 500 ms and hides 1500 ms after the finger lifts', () => {
    renderTooltip();
    const anchor = screen.getByRole('button', { name: 'Close' });
    fireEvent.touchStart(anchor);
    wait(499);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
    // The mouse events a browser emulates after a touch (within 650 ms) neither hide nor show it.
    fireEvent.touchEnd(anchor);
    fireEvent.mouseOver(anchor);
    fireEvent.mouseLeave(anchor);
    wait(1_499);
    expect(screen.getByRole('tooltip')).toBeVisible();
    wait(1);
    wait(500);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
