import { sample, scopeBind } from 'effector';

import { $pageTitle } from '@/entities/page-history';

import { appScope } from './app-scope';
import { locationEntered, pageEntered, routeRequested } from './route-events';

interface RoutedLocation {
  pathname: string;
  search: string;
  key: string;
}

sample({ clock: locationEntered, fn: ({ pathname, at }) => ({ pathname, at }), target: pageEntered });

// A new page has no title until it gives itself one.
sample({
  clock: locationEntered,
  source: $pageTitle,
  filter: (title, { pathname, search }) => title !== null && title.url !== `${pathname}${search}`,
  fn: () => null,
  target: $pageTitle,
});

interface RouterLike {
  state: {
    location: RoutedLocation;
    navigation: { state: string; location?: { pathname: string } };
    initialized: boolean;
  };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
}

/**
 * Reports each navigation as it begins, and each location once its page is active (loaders done), to the startup
 * flows and the page history. Call it after the RouterProvider has subscribed: the router hands its buffered first
 * update to its first subscriber only.
 */
export function trackRoutes(router: RouterLike): () => void {
  const entered = scopeBind(locationEntered, { scope: appScope });
  const requested = scopeBind(routeRequested, { scope: appScope });
  let lastKey: string | null = null;
  const report = (state: RouterLike['state']) => {
    if (state.navigation.state === 'loading' && state.navigation.location)
      requested(state.navigation.location.pathname);
    if (!state.initialized || state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    const { pathname, search, key } = state.location;
    entered({ pathname, search, key, at: Date.now() });
  };
  const unsubscribe = router.subscribe(report);
  report(router.state);
  return unsubscribe;
}
