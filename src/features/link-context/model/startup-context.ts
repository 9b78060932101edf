import { attach, createEffect, createEvent, merge, sample } from 'effector';

import {
  DEFAULT_LANDING,
  fetchTenantOfContext,
  signedIn,
  type StoredAuth,
  switchSessionContextFx,
  takeReturnUrl,
} from '@/entities/session';
import { apiClient } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import { sessionStore } from '@/shared/lib/storage';
import { showToastFx } from '@/shared/ui';

import { LINK_CONTEXT_PARAMS, type LinkContext, linkContextSchema, readLinkContext } from '../lib/link-context';

/** When the link's context is applied: as the app starts with a session, or once a signed-out user has signed in. */
type Moment = 'start-up' | 'sign-in';

interface LinkEntry {
  link: LinkContext;
  auth: StoredAuth;
  moment: Moment;
}

/** The link named a tenant that could not be entered, or values that name none: the user stays where they are. */
const linkContextRefused = createEvent();

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

/** The tenant the link belongs to, or false when the lookup fails (section 8): the user then stays where they are. */
const resolveLinkTenantFx = createEffect(async ({ link, auth, moment }: LinkEntry) => ({
  auth,
  moment,
  tenant: await fetchTenantOfContext(apiClient, link.context, link.contextVersion),
}));

const switchToLinkTenantFx = attach({
  effect: switchSessionContextFx,
  mapParams: ({ tenant_id }: { tenant_id: string; moment: Moment }) => ({ tenant_id }),
});

/** After sign-in: /landing after a tenant switch (section 4), else the page the user wanted. */
const leaveSignInFx = createEffect((switchedTenant: boolean) => {
  const returnUrl = takeReturnUrl();
  navigateFx({ to: switchedTenant ? DEFAULT_LANDING : returnUrl, replace: true });
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
  target: resolveLinkTenantFx,
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
  target: resolveLinkTenantFx,
});

const { doneData: resolved } = resolveLinkTenantFx;
const alreadyThere = resolved.filter({ fn: ({ auth, tenant }) => tenant === auth.tenantGuid });
/** A session from an external OpenID provider cannot change tenant: only the platform's token endpoint can. */
const notEnterable = resolved.filter({
  fn: ({ auth, tenant }) => tenant === false || (tenant !== auth.tenantGuid && auth.identityProvider === 'oidc'),
});
sample({
  clock: resolved.filterMap(({ auth, tenant, moment }) =>
    tenant !== false && tenant !== auth.tenantGuid && auth.identityProvider !== 'oidc'
      ? { tenant_id: tenant, moment }
      : undefined,
  ),
  target: switchToLinkTenantFx,
});
sample({ clock: [notEnterable, switchToLinkTenantFx.fail], target: linkContextRefused });

/** Where the user goes once the link's tenant is settled. */
const settled = merge([
  merge([alreadyThere, notEnterable]).map(({ moment }) => ({ moment, switched: false })),
  switchToLinkTenantFx.finally.map(({ params, status }) => ({ moment: params.moment, switched: status === 'done' })),
]);
sample({
  clock: settled,
  filter: ({ moment }) => moment === 'sign-in',
  fn: ({ switched }) => switched,
  target: leaveSignInFx,
});
sample({
  clock: settled,
  filter: ({ moment, switched }) => moment === 'start-up' && switched,
  fn: () => ({ to: DEFAULT_LANDING, replace: true }),
  target: navigateFx,
});

// Says why a followed link did not open its tenant: the user would otherwise read the wrong tenant's data unwarned. Shown
// while the signed-in user's language may still be loading: the texts follow it.
sample({
  clock: linkContextRefused,
  fn: () => ({ variant: 'warning' as const, titleKey: 'LinkTenantNotOpenedTitle', messageKey: 'LinkTenantNotOpened' }),
  target: showToastFx,
});
