import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from '@/shared/i18n';

import { showToastFx } from './show-toast-fx';
import { ToastProvider } from './toast-provider';

const TEXTS: Record<string, Record<string, string>> = {
  'en-us': { Refused: 'You do not have access to “{{page}}”.', BenchmarkingTitle: 'Benchmarking' },
  de: { Refused: 'Sie haben keinen Zugriff auf „{{page}}“.', BenchmarkingTitle: 'Benchmarking-Auswertung' },
};

describe("a model's toast", () => {
  it('fills its placeholders in the language in effect, and again when the language changes', async () => {
    const { i18n, ready } = createI18n({ language: 'en-us', loadTranslations: async (lang) => TEXTS[lang] ?? {} });
    await ready;
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider />
      </I18nextProvider>,
    );
    act(() => {
      void showToastFx({
        variant: 'warning',
        messageKey: 'Refused',
        messageValues: { page: (_language, translate) => translate('BenchmarkingTitle') },
      });
    });
    // The toaster's code loads with the first toast.
    expect(
      await screen.findByText('You do not have access to “Benchmarking”.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Sie haben keinen Zugriff auf „Benchmarking-Auswertung“.')).toBeInTheDocument();
  }, 20_000);
});
