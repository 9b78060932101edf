// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SafeHtml } from './safe-html';

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
});
