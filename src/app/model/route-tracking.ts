import { createEffect, createEvent, sample, scopeBind } from 'effector';

import { $pageTitle, type PageTitle, pageTitled, rememberVisit, rememberVisitTitle } from '@/entities/page-history';
import { $sessionOwner } from '@/entities/session';
import { fetchModuleOfPath } from '@/shared/config';

import { appScope } from './app-scope';
import { pageEntered, routeRequested } from './route-events';

interface RoutedLocation {
  pathname: string;
  search: string;
  key: string;
}

/** A routed page became active. */
const locationEntered = createEvent<RoutedLocation & { at: number }>();

/** A page of a module, built-in or config.json's, joins the page history; other pages (preferences, errors) do not. */
const rememberVisitFx = createEffect(
  async ({ pathname, ...visit }: Parameters<typeof rememberVisit>[0] & { pathname: string }) => {
    if (await fetchModuleOfPath(pathname)) rememberVisit(visit);
  },
);
const rememberVisitTitleFx = createEffect(rememberVisitTitle);

const ownerOfVisit = (owner: { userGuid: string; tenantGuid: string } | null) => ({
  userGuid: owner?.userGuid ?? '',
  tenantGuid: owner?.tenantGuid ?? '',
});
const hasOwnTitle = (title: PageTitle | null): title is PageTitle =>
  title !== null && (title.title !== undefined || title.titleKey !== undefined);

sample({ clock: locationEntered, fn: ({ pathname, at }) => ({ pathname, at }), target: pageEntered });
sample({
  clock: locationEntered,
  source: $sessionOwner,
  filter: (owner) => owner !== null,
  fn: (owner, { pathname, search }) => ({
    ...ownerOfVisit(owner),
    url: `${pathname}${search}`,
    pathname,
  }),
  target: rememberVisitFx,
});

// A new page has no title until it gives itself one.
sample({
  clock: locationEntered,
  source: $pageTitle,
  filter: (title, { pathname, search }) => title !== null && title.url !== `${pathname}${search}`,
  fn: () => null,
  target: $pageTitle,
});
// The page names itself before or after its visit is written: either way the entry gets the title.
const visitTitleOf = (owner: { userGuid: string; tenantGuid: string } | null, title: PageTitle) => ({
  ...ownerOfVisit(owner),
  url: title.url,
  title: { title: title.title, titleKey: title.titleKey },
});
sample({
  clock: pageTitled,
  source: $sessionOwner,
  filter: (owner, title) => owner !== null && hasOwnTitle(title),
  fn: visitTitleOf,
  target: rememberVisitTitleFx,
});
sample({
  clock: rememberVisitFx.done,
  source: { title: $pageTitle, owner: $sessionOwner },
  filter: ({ title, owner }) => owner !== null && hasOwnTitle(title),
  fn: ({ title, owner }) => visitTitleOf(owner, title as PageTitle),
  target: rememberVisitTitleFx,
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
