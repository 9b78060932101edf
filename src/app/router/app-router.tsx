import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { provideNavigator } from '@/shared/lib/navigation';
import { PageLoader } from '@/shared/ui';
import { requireEulaAcceptance, requireSession } from './route-guards';

// Pages load on demand: the sign-in page does not carry the signed-in shell, nor the other way round.
const router = createBrowserRouter([
  {
    path: 'auth',
    lazy: () => import('@/pages/sign-in').then(({ SignInPage }) => ({ Component: SignInPage })),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    path: 'sso',
    lazy: () => import('@/pages/sso').then(({ SsoPage }) => ({ Component: SsoPage })),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    path: 'eula',
    loader: requireEulaAcceptance,
    lazy: () => import('@/pages/eula').then(({ EulaPage }) => ({ Component: EulaPage })),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    path: '404',
    lazy: () => import('@/pages/not-found').then(({ NotFoundPage }) => ({ Component: NotFoundPage })),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    loader: requireSession,
    element: <Outlet />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/landing" replace /> },
      { path: 'landing', element: <Navigate to="/mfe-host" replace /> },
      {
        path: 'mfe-host/*',
        lazy: () => import('@/pages/mfe-host').then(({ MfeHostPage }) => ({ Component: MfeHostPage })),
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

provideNavigator((to, options) => router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
