import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Provider as EffectorProvider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { SessionTimeoutDialog } from '@/features/session-timeout';
import { PageLoader, ToastProvider } from '@/shared/ui';
import { appI18n } from '../i18n/app-i18n';
import { appScope } from '../model/app-scope';
import { queryClient } from '@/shared/api';

const theme = createTheme();

export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <EffectorProvider value={appScope}>
      <I18nextProvider i18n={appI18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <Suspense fallback={<PageLoader />}>
              <ToastProvider>
                {children}
                <SessionTimeoutDialog />
              </ToastProvider>
            </Suspense>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </EffectorProvider>
  );
}
