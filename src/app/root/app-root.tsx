import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as EffectorProvider } from 'effector-react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';

import { SessionTimeoutWarning } from '@/features/session-timeout';
import { queryClient } from '@/shared/api';
import { PageLoader, ToastProvider } from '@/shared/ui';

import { appI18n } from '../i18n/app-i18n';
import { appScope } from '../model/app-scope';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DocumentBranding } from '../theme/document-branding';

export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <EffectorProvider value={appScope}>
      <I18nextProvider i18n={appI18n}>
        <QueryClientProvider client={queryClient}>
          <AppThemeProvider>
            <DocumentBranding />
            <Suspense fallback={<PageLoader />}>
              <ToastProvider>
                {children}
                <SessionTimeoutWarning />
              </ToastProvider>
            </Suspense>
          </AppThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </EffectorProvider>
  );
}
