import { renderWithProviders } from '@test-support/render-with-providers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LoadingIndicator, PageLoader } from './loading-indicator';

// MUI writes the size in pixels of a 16px rem.
describe('the loading indicator', () => {
  it('is small (1.8rem) by default', async () => {
    await renderWithProviders(<LoadingIndicator />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: '28.8px', height: '28.8px' });
  });

  it('is 4.5rem at md', async () => {
    await renderWithProviders(<LoadingIndicator size="md" />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: '72px' });
  });

  it('is large (10rem) as the page loader', async () => {
    await renderWithProviders(<PageLoader />);
    expect(screen.getByRole('progressbar')).toHaveStyle({ width: '160px', height: '160px' });
  });
});
