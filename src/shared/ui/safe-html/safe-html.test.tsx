// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SafeHtml } from './safe-html';

/** A failed load of the sanitiser's chunk, as the browser reports it; null lets the real one load. */
const chunkFailure = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('@/shared/lib/sanitize', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/shared/lib/sanitize')>();
  return {
    ...original,
    loadedHtmlSanitizer: () => (chunkFailure.error ? null : original.loadedHtmlSanitizer()),
    loadHtmlSanitizer: () => (chunkFailure.error ? Promise.reject(chunkFailure.error) : original.loadHtmlSanitizer()),
  };
});
afterEach(() => {
  chunkFailure.error = null;
  vi.restoreAllMocks();
});

/** Stands in for a route's error screen. */
class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

const HOSTILE = 'Read <strong>this</strong><img src="x" onerror="steal()"><script>steal()</script>';

describe('SafeHtml', () => {
  it('shows the text without markup while the sanitiser loads, then the sanitised HTML, never the raw HTML', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} data-testid="safe" />);
    // Before the sanitiser has come: text only, nothing of the markup in the page.
    expect(screen.getByTestId('safe')).toHaveTextContent('Read this');
    expect(container.querySelector('strong, img, script')).toBeNull();

    await waitFor(() => expect(container.querySelector('strong')).toHaveTextContent('this'));
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders sanitised HTML at once once the sanitiser is there', async () => {
    render(<SafeHtml html="<em>first</em>" />);
    await screen.findByText('first', { selector: 'em' });
    const { container } = render(<SafeHtml html='<a href="javascript:steal()">second</a>' />);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('fails as a lazy component does when the sanitiser cannot load: the error screen shows, never the HTML', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunkFailure.error = new TypeError('Failed to fetch dynamically imported module: /assets/sanitize-x.js');
    const { container } = render(
      <ErrorScreen>
        <SafeHtml html={HOSTILE} />
      </ErrorScreen>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(container.querySelector('strong, img, script')).toBeNull();
  });
});
