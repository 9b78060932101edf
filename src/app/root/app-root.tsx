import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as EffectorProvider } from 'effector-react';
import { useUnit } from 'effector-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';

import { $isLoggedIn } from '@/entities/session';
import { OfflineNotice } from '@/features/offline-notice';
import { queryClient } from '@/shared/api';
import { PageLoader, ToastProvider } from '@/shared/ui';

import { appI18n } from '../i18n/app-i18n';
import { appScope } from '../model/app-scope';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DocumentBranding } from '../theme/document-branding';

// The idle warning is a signed-in feature: its code comes with the signed-in features' models (signed-in-features.ts).
const SessionTimeoutWarning = lazy(() =>
  import('../model/signed-in-features').then((features) => ({ default: features.SessionTimeoutWarning })),
);

function SignedInWarnings() {
  const isLoggedIn = useUnit($isLoggedIn);
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <SessionTimeoutWarning />
    </Suspense>
  ) : null;
}

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
                <SignedInWarnings />
                <OfflineNotice />
              </ToastProvider>
            </Suspense>
          </AppThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </EffectorProvider>
  );
}
