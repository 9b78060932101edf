import { act, render, screen } from '@testing-library/react';
import { closeSnackbar } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from './show-toast';
import { ToastProvider } from './toast-provider';

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
    render(<ToastProvider />);
    const keys: (string | number)[] = [];
    act(() => {
      for (let i = 1; i <= 5; i += 1) keys.push(showToast({ variant: 'info', message: `Toast ${i}` }));
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
});
