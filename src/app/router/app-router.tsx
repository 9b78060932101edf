// The sign-in's warm-up of the shell's code: the router knows which pages a sign-in leads to.
import './shell-preload';

import { type ReactNode, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';

import { routerBasename, ROUTES } from '@/shared/config';
import { provideModuleHostPage } from '@/shared/lib/module-hosting';
import { provideNavigator } from '@/shared/lib/navigation';
import { PageLoader } from '@/shared/ui';

import { trackRoutes } from '../model/route-tracking';
import { discoverModuleRoutes, moduleRoutes, SHELL_ROUTE_ID } from './module-routes';
import { lazyPage, loadRemoteModulePage, loadShell } from './page-loaders';
import { RouteErrorScreen } from './route-error-screen';
import {
  leaveUnknownPath,
  loadNotFoundPage,
  requireEulaAcceptance,
  requireSession,
  skipSignInWhenSignedIn,
} from './route-guards';

/** Every route has the error screen: none falls through to React Router's own (a stack trace, no way out). */
const withErrorScreen = (routes: RouteObject[], errorElement: ReactNode): RouteObject[] =>
  routes.map((route) => ({ errorElement, ...route }));

// Pages load on demand: the sign-in page does not carry the signed-in shell, nor the other way round.
const STANDALONE_PAGES: RouteObject[] = [
  {
    path: 'auth',
    loader: skipSignInWhenSignedIn,
    lazy: lazyPage(() => import('@/pages/sign-in').then((page) => page.SignInPage)),
  },
  {
    path: 'auth/connected-apps',
    loader: requireSession,
    lazy: lazyPage(() => import('@/pages/connected-apps').then((page) => page.ConnectedAppsPage)),
  },
  { path: 'sso', lazy: lazyPage(() => import('@/pages/sso').then((page) => page.SsoPage)) },
  {
    path: 'eula',
    loader: requireEulaAcceptance,
    lazy: lazyPage(() => import('@/pages/eula').then((page) => page.EulaPage)),
  },
  {
    path: '404',
    loader: loadNotFoundPage,
    lazy: lazyPage(() => import('@/pages/not-found').then((page) => page.NotFoundPage)),
  },
  {
    path: '404/clouds',
    loader: loadNotFoundPage,
    lazy: lazyPage(() => import('@/pages/not-found').then((page) => page.CloudsNotFoundPage)),
  },
];

const routes: RouteObject[] = [
  ...STANDALONE_PAGES.map((page) => ({ ...page, hydrateFallbackElement: <PageLoader /> })),
  {
    loader: requireSession,
    element: <Outlet />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to={ROUTES.landing} replace /> },
      { path: 'landing', element: <Navigate to={ROUTES.moduleHost} replace /> },
      {
        id: SHELL_ROUTE_ID,
        lazy: lazyPage(() => loadShell().then((shell) => shell.MfeHostPage)),
        // A module's error shows inside the shell: its header, navigation and Log out stay.
        children: withErrorScreen(
          [
            ...moduleRoutes,
            {
              path: 'preferences',
              lazy: lazyPage(() => import('@/pages/preferences').then((page) => page.PreferencesPage)),
            },
          ],
          <RouteErrorScreen withinShell />,
        ),
      },
    ],
  },
  { path: '*', loader: leaveUnknownPath, element: <PageLoader /> },
];
// The base comes from the page (its <base href>), not the build: one build serves any path.
const router = createBrowserRouter(withErrorScreen(routes, <RouteErrorScreen />), {
  basename: routerBasename(),
  // The hosted modules of config.json: their routes join the shell's when a path of theirs is first asked for.
  patchRoutesOnNavigation: discoverModuleRoutes((found) => withErrorScreen(found, <RouteErrorScreen withinShell />)),
});

provideNavigator((to, options) => router.navigate(to, options));
// A hosted module's link fetches the page that will host it on intent (widgets may not import pages).
provideModuleHostPage(loadRemoteModulePage);

export function AppRouter() {
  // Runs after RouterProvider's own subscription (a child's effects run first).
  useEffect(() => trackRoutes(router), []);
  return <RouterProvider router={router} />;
}
