import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';

import { apiClient } from '@/shared/api';
import { createI18n, fetchTranslations } from '@/shared/i18n';

interface Options {
  language?: string;
  /** The Effector scope the units of `ui` live in; without it, `ui` gets no scope provider. */
  scope?: Scope;
}

/** Renders `ui` with what the app gives every screen: server state, translations (over MSW). */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'en-us', scope }: Options = {},
): Promise<RenderResult> {
  const { i18n, ready } = createI18n({ language, loadTranslations: (lang) => fetchTranslations(apiClient, lang) });
  await ready;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{scope ? <EffectorProvider value={scope}>{ui}</EffectorProvider> : ui}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
