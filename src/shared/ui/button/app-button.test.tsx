import { renderWithProviders } from '@test-support/render-with-providers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppButton, type AppButtonColor } from './app-button';

const renderButton = async (color: AppButtonColor, loading?: boolean) => {
  await renderWithProviders(
    <AppButton color={color} loading={loading}>
      {color}
    </AppButton>,
  );
  return screen.getByRole('button', { name: color });
};

describe('AppButton', () => {
  it.each([
    ['primary', 'MuiButton-contained', 'MuiButton-colorPrimary'],
    ['secondary', 'MuiButton-outlined', 'MuiButton-colorPrimary'],
    ['tertiary', 'MuiButton-text', 'MuiButton-colorPrimary'],
    ['danger', 'MuiButton-contained', 'MuiButton-colorError'],
  ] as const)('maps %s to the MUI variant and colour', async (color, variant, muiColor) => {
    const button = await renderButton(color);
    expect(button).toHaveClass(variant, muiColor);
    expect(getComputedStyle(button).minHeight).toBe('51.2px');
    expect(getComputedStyle(button).minWidth).toBe('128px');
  });

  it('renders neutral exactly like secondary', async () => {
    const neutral = await renderButton('neutral');
    const secondary = await renderButton('secondary');
    expect(neutral.className).toBe(secondary.className);
  });

  it('is disabled, busy and shows a spinner while loading', async () => {
    const button = await renderButton('primary', true);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('is enabled without a spinner when not loading', async () => {
    const button = await renderButton('primary');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
