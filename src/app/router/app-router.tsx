import { type ReactNode, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';

import { provideNavigator } from '@/shared/lib/navigation';
import { PageLoader } from '@/shared/ui';

import { trackRoutes } from '../model/route-tracking';
import { moduleRoutes } from './module-routes';
import { loadShell } from './page-loaders';
import { RouteErrorScreen } from './route-error-screen';
import { leaveUnknownPath, requireEulaAcceptance, requireSession } from './route-guards';

/** Every route has the error screen: none falls through to React Router's own (a stack trace, no way out). */
const withErrorScreen = (routes: RouteObject[], errorElement: ReactNode): RouteObject[] =>
  routes.map((route) => ({ errorElement, ...route }));

// Pages load on demand: the sign-in page does not carry the signed-in shell, nor the other way round.
const routes: RouteObject[] = [
  {
    path: 'auth',
    lazy: () => import('@/pages/sign-in').then(({ SignInPage }) => ({ Component: SignInPage })),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    path: 'auth/connected-apps',
    loader: requireSession,
    lazy: () => import('@/pages/connected-apps').then(({ ConnectedAppsPage }) => ({ Component: ConnectedAppsPage })),
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
    path: '404/clouds',
    lazy: () => import('@/pages/not-found').then(({ CloudsNotFoundPage }) => ({ Component: CloudsNotFoundPage })),
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
        lazy: () => loadShell().then(({ MfeHostPage }) => ({ Component: MfeHostPage })),
        // A module's error shows inside the shell: its header, navigation and Log out stay.
        children: withErrorScreen(
          [
            ...moduleRoutes,
            {
              path: 'preferences',
              lazy: () => import('@/pages/preferences').then(({ PreferencesPage }) => ({ Component: PreferencesPage })),
            },
          ],
          <RouteErrorScreen withinShell />,
        ),
      },
    ],
  },
  { path: '*', loader: leaveUnknownPath, element: <PageLoader /> },
];
const router = createBrowserRouter(withErrorScreen(routes, <RouteErrorScreen />));

provideNavigator((to, options) => router.navigate(to, options));

export function AppRouter() {
  // Runs after RouterProvider's own subscription (a child's effects run first).
  useEffect(() => trackRoutes(router), []);
  return <RouterProvider router={router} />;
}
