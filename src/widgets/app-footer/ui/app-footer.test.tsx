import { mswServer } from '@test-support/msw-server';
import { renderWithProviders } from '@test-support/render-with-providers';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { AppFooter } from './app-footer';

const versionUrl = '*/api/content/v1/info/version';

describe('AppFooter', () => {
  it('shows the version part of the platform version', async () => {
    mswServer.use(http.get(versionUrl, () => HttpResponse.text('4.12.0|20261120.3')));
    await renderWithProviders(<AppFooter />);
    expect(await screen.findByText('Version 4.12.0')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 4.12.0');
  });

  it('shows 0.0.0 when the version lookup fails', async () => {
    mswServer.use(http.get(versionUrl, () => HttpResponse.text('down', { status: 503 })));
    await renderWithProviders(<AppFooter />);
    expect(await screen.findByText('Version 0.0.0')).toBeInTheDocument();
  });
});
