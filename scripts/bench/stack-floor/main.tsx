// The bench's second floor: the least a sign-in page built with the design card's stack loads. React with MUI and
// emotion (both directions), a data router with a lazy page, i18next, React Query, Effector, zod and TanStack Form.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const rtl = document.dir === 'rtl';
const cache = createCache(rtl ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'mui' });
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Sign in', email: 'E-mail address', password: 'Password' } } },
});
const router = createBrowserRouter([
  { path: '*', lazy: async () => ({ Component: (await import('./sign-in-page')).SignInPage }) },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme({ direction: rtl ? 'rtl' : 'ltr' })}>
        <CssBaseline />
        <I18nextProvider i18n={i18next}>
          <QueryClientProvider client={new QueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
