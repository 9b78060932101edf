import { attach, createEffect, sample } from 'effector';
import { fetchTenantOfContext } from '../api/session-calls';
import { $auth, refreshSessionFx, restoreSessionFx } from './session';

interface LinkContext {
  context: string;
  contextVersion: string;
}

/** Start-up reads `context` and `contextVersion` from the URL and removes them (section 2). */
export const takeLinkContextFx = createEffect((): LinkContext | null => {
  const url = new URL(globalThis.location.href);
  const context = url.searchParams.get('context');
  const contextVersion = url.searchParams.get('contextVersion');
  if (context === null && contextVersion === null) return null;
  url.searchParams.delete('context');
  url.searchParams.delete('contextVersion');
  globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return context && contextVersion ? { context, contextVersion } : null;
});

/** The tenant the link belongs to, or false when the lookup fails: start-up then goes on as it is. */
const resolveLinkTenantFx = createEffect(({ context, contextVersion }: LinkContext) =>
  fetchTenantOfContext(context, contextVersion),
);

const switchToLinkTenantFx = attach({
  effect: refreshSessionFx,
  mapParams: (tenant_id: string) => ({ tenant_id }),
});

sample({ clock: restoreSessionFx.doneData, filter: Boolean, target: takeLinkContextFx });
sample({ clock: takeLinkContextFx.doneData, filter: Boolean, target: resolveLinkTenantFx });
sample({
  clock: resolveLinkTenantFx.doneData,
  source: $auth,
  filter: (auth, tenant): tenant is string => tenant !== false && tenant !== auth?.tenantGuid,
  fn: (_auth, tenant) => tenant as string,
  target: switchToLinkTenantFx,
});
