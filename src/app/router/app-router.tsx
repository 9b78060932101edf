import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { MfeHostPage } from '@/pages/mfe-host';
import { NotFoundPage } from '@/pages/not-found';

const router = createBrowserRouter([
  { index: true, element: <Navigate to="/landing" replace /> },
  { path: 'landing', element: <Navigate to="/mfe-host" replace /> },
  { path: 'mfe-host/*', element: <MfeHostPage /> },
  { path: '404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
