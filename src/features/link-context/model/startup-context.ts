import { createEffect, sample } from 'effector';

import { signedIn, type StoredAuth } from '@/entities/session';
import { sessionStore } from '@/shared/lib/storage';
import { showToastFx } from '@/shared/ui';

import { LINK_CONTEXT_PARAMS, type LinkContext, linkContextSchema, readLinkContext } from '../lib/link-context';
import { leaveSignInFx, linkContextRefused, type LinkEntry, linkToFollow } from './link-events';

/**
 * Start-up reads `context` and `contextVersion` from the URL and removes them (section 2), signed in or not: the app
 * starts it once the session is restored. A sign-in then lands where the link, or the return URL, says.
 */
export const takeLinkContextFx = createEffect((auth: StoredAuth | null) => {
  const url = new URL(globalThis.location.href);
  const found = readLinkContext(url.searchParams);
  if (found !== null) {
    LINK_CONTEXT_PARAMS.forEach((name) => url.searchParams.delete(name));
    globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { auth, found };
});

/** Signed out, the link waits for this tab's sign-in, also across the identity provider's pages. */
const keepLinkContextFx = createEffect((link: LinkContext) => {
  sessionStore.write('linkContext', link);
});

const takeKeptLinkContextFx = createEffect((auth: StoredAuth) => {
  const link = sessionStore.read('linkContext', linkContextSchema);
  sessionStore.remove('linkContext');
  return { auth, link };
});

/**
 * A link with a context to enter: its tenant is looked up and entered by the code of link-tenant.ts, which loads only
 * for such a link, so that neither the sign-in page nor a sign-in without one loads it.
 */
const followLinkFx = createEffect(async (entry: LinkEntry) => {
  await import('./link-tenant');
  return entry;
});

const { doneData: taken } = takeLinkContextFx;
sample({ clock: taken, filter: ({ found }) => found === 'malformed', target: linkContextRefused });
sample({
  clock: taken.filterMap(({ auth, found }) =>
    auth === null && typeof found === 'object' ? (found ?? undefined) : undefined,
  ),
  target: keepLinkContextFx,
});
sample({
  clock: taken.filterMap(({ auth, found }): LinkEntry | undefined =>
    auth !== null && typeof found === 'object' && found !== null
      ? { auth, link: found, moment: 'start-up' }
      : undefined,
  ),
  target: followLinkFx,
});

sample({
  clock: signedIn,
  target: takeKeptLinkContextFx,
});
const { doneData: kept } = takeKeptLinkContextFx;
sample({ clock: kept, filter: ({ link }) => link === null, fn: () => false, target: leaveSignInFx });
sample({
  clock: kept.filterMap(({ auth, link }): LinkEntry | undefined =>
    link ? { auth, link, moment: 'sign-in' } : undefined,
  ),
  target: followLinkFx,
});
sample({ clock: followLinkFx.doneData, target: linkToFollow });
// A link whose code did not load is not followed: a sign-in still goes on to the page the user wanted, and says so.
sample({ clock: followLinkFx.fail, target: linkContextRefused });
sample({
  clock: followLinkFx.fail,
  filter: ({ params }) => params.moment === 'sign-in',
  fn: () => false,
  target: leaveSignInFx,
});

// Says why a followed link did not open its tenant: the user would otherwise read the wrong tenant's data unwarned. Shown
// while the signed-in user's language may still be loading: the texts follow it.
sample({
  clock: linkContextRefused,
  fn: () => ({ variant: 'warning' as const, titleKey: 'LinkTenantNotOpenedTitle', messageKey: 'LinkTenantNotOpened' }),
  target: showToastFx,
});
