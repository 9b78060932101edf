import { attach, createEffect, merge, sample } from 'effector';

import { DEFAULT_LANDING, fetchTenantOfContext, switchSessionContextFx } from '@/entities/session';
import { apiClient } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';

import { leaveSignInFx, linkContextRefused, type LinkEntry, linkToFollow, type Moment } from './link-events';

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

sample({ clock: linkToFollow, target: resolveLinkTenantFx });

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
