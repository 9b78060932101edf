import { useTheme } from '@mui/material';
import { renderWithProviders } from '@test-support/render-with-providers';
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';

import { $declaredDirections } from '@/features/change-language';

import { AppThemeProvider } from './app-theme-provider';

function ThemeDirection() {
  return <p>{useTheme().direction}</p>;
}

async function renderIn(language: string, declared: Record<string, 'ltr' | 'rtl' | 'auto'>) {
  await renderWithProviders(
    <AppThemeProvider>
      <ThemeDirection />
    </AppThemeProvider>,
    { language, scope: fork({ values: [[$declaredDirections, declared]] }) },
  );
}

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('the direction of the page', () => {
  it('is the one the platform declares for the language', async () => {
    await renderIn('ar', { ar: 'ltr' });
    expect(screen.getByText('ltr')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('is right to left for a right-to-left language declared auto, or not declared', async () => {
    await renderIn('ar', { ar: 'auto' });
    expect(document.documentElement.dir).toBe('rtl');
    await renderIn('he', {});
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('is right to left for any language declared so', async () => {
    await renderIn('de', { de: 'rtl' });
    expect(document.documentElement.dir).toBe('rtl');
  });
});
