import { renderWithProviders } from '@test-support/render-with-providers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Alert } from '@/entities/alert';

import { BannerAlert } from './banner-alert';

const alertOf = (alertType: string, BannerColor?: string): Alert => ({
  alertScheduleId: `schedule-${alertType}`,
  alertType,
  dismissible: false,
  bannerMessage: { message: `${alertType} notice` },
  displayAttributes: { attributes: BannerColor ? { BannerColor } : {} },
});

async function renderAlert(alert: Alert) {
  await renderWithProviders(<BannerAlert alert={alert} onDismiss={() => undefined} />);
  return screen.getByRole('alert');
}

describe('a banner alert', () => {
  it.each([
    ['Error', 'MuiAlert-colorError'],
    ['Warning', 'MuiAlert-colorWarning'],
    ['Info', 'MuiAlert-colorInfo'],
    ['Release', 'MuiAlert-colorInfo'],
  ])('of type %s has the style %s', async (alertType, style) => {
    expect(await renderAlert(alertOf(alertType))).toHaveClass(style);
  });

  it('takes its BannerColor as background, with a text colour that can be read on it', async () => {
    const banner = await renderAlert(alertOf('Warning', '#003366'));
    expect(getComputedStyle(banner)).toMatchObject({
      backgroundColor: 'rgb(0, 51, 102)',
      color: 'rgb(255, 255, 255)',
    });
  });
});
