import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

import { isToasterWanted, onToastWanted } from './show-toast';

const Toaster = lazy(() => import('./toaster').then(({ Toaster: Loaded }) => ({ default: Loaded })));

/** The app with its toasts; the toaster loads when the first toast is shown. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const wanted = useSyncExternalStore(onToastWanted, isToasterWanted);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
