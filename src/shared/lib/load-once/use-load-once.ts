import { useCallback, useState } from 'react';

import type { LoadedOnce } from './load-once';

/**
 * A value loaded once (`loadOnce`), for a component: null until it has come; `load` asks for it. A load that fails
 * fails the component as a lazy component does: the error goes to the nearest error boundary, the route's error screen.
 */
export function useLoadOnce<T>({ loaded: loadedSoFar, load: loadValue }: LoadedOnce<T>) {
  const [loaded, setLoaded] = useState<T | null>(loadedSoFar);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const load = useCallback(() => {
    const loading = loadValue();
    loading.then(
      (came) => setLoaded(() => came),
      (error: unknown) => setFailure({ error }),
    );
    return loading;
  }, [loadValue]);
  return { loaded, load };
}
