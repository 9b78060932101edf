import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { EulaPage } from '@/pages/eula';
import { MfeHostPage } from '@/pages/mfe-host';
import { NotFoundPage } from '@/pages/not-found';
import { SignInPage } from '@/pages/sign-in';
import { provideNavigator } from '@/shared/lib/navigation';
import { PageLoader } from '@/shared/ui';
import { requireEulaAcceptance, requireSession } from './route-guards';

const router = createBrowserRouter([
  { path: 'auth', element: <SignInPage /> },
  { path: 'eula', loader: requireEulaAcceptance, element: <EulaPage />, hydrateFallbackElement: <PageLoader /> },
  { path: '404', element: <NotFoundPage /> },
  {
    loader: requireSession,
    element: <Outlet />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/landing" replace /> },
      { path: 'landing', element: <Navigate to="/mfe-host" replace /> },
      { path: 'mfe-host/*', element: <MfeHostPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

provideNavigator((to, options) => router.navigate(to, options));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
