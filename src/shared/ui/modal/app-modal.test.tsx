import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import deUi from '../../../../server/seed/translations/de/ui.json';
import { AppModal, type AppModalProps } from './app-modal';
import type { ModalSize } from './config';

const renderModal = (props: Partial<AppModalProps> = {}, language = 'en-us') => {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <AppModal open title="Edit record" onClose={onClose} {...props}>
      Body
    </AppModal>,
    { language },
  );
  return { onClose, rendered };
};

const firePopstate = () => act(() => void window.dispatchEvent(new PopStateEvent('popstate')));

// jsdom resolves rem against a 16px root font size.
describe('AppModal', () => {
  it.each([
    ['x-small', '640px'],
    ['small', '944px'],
    ['medium', '1504px'],
    ['large', '95%'],
    ['x-large', '100%'],
  ] as const)('gives the %s dialog a width of %s', async (size: ModalSize, width) => {
    await renderModal({ size }).rendered;
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe(width);
  });

  it('fills the screen on a phone (below the sm breakpoint), whatever its size', async () => {
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width:599.95px'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', phone);
    try {
      await renderModal({ size: 'x-small' }).rendered;
      const dialog = screen.getByRole('dialog', { name: 'Edit record' });
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
      expect(getComputedStyle(dialog).width).toBe('100%');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['large', '95%'],
    ['x-large', '100%'],
  ] as const)('gives the %s dialog a height of %s', async (size: ModalSize, height) => {
    await renderModal({ size }).rendered;
    expect(getComputedStyle(screen.getByRole('dialog')).height).toBe(height);
  });

  it('is small by default, labelled by its title, and takes the direction of the document', async () => {
    await renderModal().rendered;
    const dialog = screen.getByRole('dialog', { name: 'Edit record' });
    expect(getComputedStyle(dialog).width).toBe('944px');
    expect(dialog).not.toHaveAttribute('dir');
  });

  it('keeps a direction it is given', async () => {
    await renderModal({ dir: 'rtl' }).rendered;
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
  });

  it('closes from the translated close button', async () => {
    mswServer.use(
      http.get('*/api/globalization/v1/translations/:lang', () =>
        HttpResponse.json({ LanguageCode: 'de', translations: deUi }),
      ),
    );
    const { onClose, rendered } = renderModal({}, 'de');
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when the browser navigates back', async () => {
    const { onClose, rendered } = renderModal();
    await rendered;
    firePopstate();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on navigation when closeOnNavigation is false', async () => {
    const { onClose, rendered } = renderModal({ closeOnNavigation: false });
    await rendered;
    firePopstate();
    expect(onClose).not.toHaveBeenCalled();
  });
});
