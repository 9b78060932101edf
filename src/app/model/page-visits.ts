import { createEffect, merge, sample } from 'effector';

import { $pageTitle, type PageTitle, pageTitled, rememberVisit, rememberVisitTitle } from '@/entities/page-history';
import { $sessionOwner } from '@/entities/session';
import { fetchModuleOfPath } from '@/shared/config';

import { $enteredLocation, type EnteredLocation, locationEntered } from './route-events';
import { signedInFeaturesStarted } from './signed-in-events';

// The page history of a signed-in user comes with the signed-in features (signed-in-features.ts): the sign-in and 404
// pages do not load it. The page entered before it came is remembered as it starts.

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

const visitedLocation = merge([
  locationEntered,
  sample({
    clock: signedInFeaturesStarted,
    source: $enteredLocation,
    filter: (entered): entered is EnteredLocation => entered !== null,
  }),
]);
sample({
  clock: visitedLocation,
  source: $sessionOwner,
  filter: (owner) => owner !== null,
  fn: (owner, { pathname, search }) => ({
    ...ownerOfVisit(owner),
    url: `${pathname}${search}`,
    pathname,
  }),
  target: rememberVisitFx,
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
