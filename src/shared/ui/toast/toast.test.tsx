import { act, render, screen } from '@testing-library/react';
import { closeSnackbar } from 'notistack';
import { describe, expect, it, vi } from 'vitest';

import { TOAST_MAX_OPEN } from './config';
import { isToasterWanted, showToast } from './show-toast';
import { ToastProvider } from './toast-provider';
import { enqueueToast, Toaster } from './toaster';

vi.mock('notistack', async (original) => {
  const notistack = await original<typeof import('notistack')>();
  // The provider installs the global functions when it mounts: read them late.
  return {
    ...notistack,
    enqueueSnackbar: (...args: Parameters<typeof notistack.enqueueSnackbar>) => notistack.enqueueSnackbar(...args),
    closeSnackbar: vi.fn((key?: string | number) => notistack.closeSnackbar(key)),
  };
});

// jsdom has no CSS transitions, so a toast asked to close before it finished entering stays in the DOM here; the
// end-to-end tests see five quick toasts leave four on screen in Chromium.
describe('toasts', () => {
  it('close the oldest when a fifth opens', () => {
    render(<Toaster />);
    const keys: (string | number)[] = [];
    act(() => {
      for (let i = 1; i <= 5; i += 1) keys.push(enqueueToast({ variant: 'info', message: `Toast ${i}` }));
    });
    expect(closeSnackbar).toHaveBeenCalledTimes(1);
    expect(closeSnackbar).toHaveBeenCalledWith(keys[0]);
  });

  it('show a title above the message, bottom-right', async () => {
    render(<ToastProvider />);
    act(() => {
      showToast({ variant: 'error', title: 'Request failed', message: 'Try again later.' });
    });
    expect(await screen.findByText('Request failed')).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    const container = document.querySelector('.notistack-SnackbarContainer') as HTMLElement;
    expect(getComputedStyle(container)).toMatchObject({
      bottom: expect.stringMatching(/px$/),
      right: expect.stringMatching(/px$/),
    });
  });

  it.each([
    // Section 9's 6000 ms, written out: a changed constant must fail here.
    ['stays open', 5_999, 1],
    ['has closed by itself', 6_000, 0],
  ])('a toast shown %s after %i ms: four more close %i of it', async (_state, elapsedMs, closedOldest) => {
    // Fresh modules: the open toasts of the tests above belong to providers that are gone.
    vi.resetModules();
    const notistack = await import('notistack');
    const { enqueueToast: show, Toaster: FreshToaster } = await import('./toaster');
    vi.useFakeTimers();
    render(<FreshToaster />);
    let first: string | number = '';
    act(() => {
      first = show({ variant: 'success', message: 'Saved.' });
    });
    await act(() => vi.advanceTimersByTimeAsync(elapsedMs));
    act(() => {
      for (let i = 1; i <= TOAST_MAX_OPEN; i += 1) show({ variant: 'info', message: `Later ${i}` });
    });
    expect(vi.mocked(notistack.closeSnackbar).mock.calls.filter(([key]) => key === first)).toHaveLength(closedOldest);
  });

  it('are 34rem wide, on backgrounds white text can be read on', async () => {
    render(<ToastProvider />);
    act(() => {
      showToast({ variant: 'warning', message: 'Careful.' });
    });
    const toast = (await screen.findByText('Careful.')).closest('.notistack-MuiContent') as HTMLElement;
    // 34rem at the browser's default 16px root size.
    expect(getComputedStyle(toast).width).toBe(`${34 * 16}px`);
    expect(getComputedStyle(toast).backgroundColor).toBe('rgb(168, 67, 0)');
  });

  it('wait for the toaster, which loads with the first toast and not before', async () => {
    render(
      <ToastProvider>
        <p>The page</p>
      </ToastProvider>,
    );
    expect(isToasterWanted()).toBe(false);
    act(() => {
      showToast({ variant: 'success', message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
