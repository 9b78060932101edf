import { queryOptions } from '@tanstack/react-query';

import { storedSessionOwner } from '@/entities/session/@x/global-state';
import { type ApiClient, apiClient, queryClient, readOr, SESSION_DATA_STALE_MS } from '@/shared/api';

import { type GlobalState, type GlobalStateOwner, globalStateSchema } from '../lib/global-state-schema';
import { readStoredGlobalState, rememberGlobalState } from '../lib/stored-global-state';

/** GET /api/global-state/v1/init, or no-auth-init before sign-in; a failure gives null (section 8). */
export async function fetchGlobalState(client: ApiClient, signedIn: boolean): Promise<GlobalState | null> {
  const call = signedIn ? client.GET('/api/global-state/v1/init') : client.GET('/api/global-state/v1/no-auth-init');
  return readOr(null, call, (data) => globalStateSchema.safeParse(data).data);
}

const GLOBAL_STATE_KEY = 'global-state';

/**
 * The signed-in global state of a user in a tenant. The last one seen is the first paint (stale-while-revalidate):
 * a reload shows the user's shell at once while the fresh state loads.
 */
export const globalStateQuery = (owner: GlobalStateOwner | null) =>
  queryOptions({
    queryKey: [GLOBAL_STATE_KEY, owner?.userGuid ?? null, owner?.tenantGuid ?? null],
    queryFn: async () => {
      const state = await fetchGlobalState(apiClient, true);
      // An answer that arrives after a logout (or a switch) must not put its user back into storage.
      const current = storedSessionOwner();
      const stillTheirs = current?.userGuid === owner?.userGuid && current?.tenantGuid === owner?.tenantGuid;
      if (state && owner && stillTheirs) rememberGlobalState(owner, state);
      return state;
    },
    placeholderData: () => (owner ? readStoredGlobalState(owner) : null),
    enabled: owner !== null,
    staleTime: SESSION_DATA_STALE_MS,
  });

/**
 * Calls `listener` with every global state loaded from the server for a signed-in owner (not with one read from
 * storage for the first paint). Answers the function that stops listening.
 */
export function watchLoadedGlobalStates(listener: (owner: GlobalStateOwner, state: GlobalState) => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const [name, userGuid, tenantGuid] = event.query.queryKey;
    const state = event.action.data as GlobalState | null;
    if (name !== GLOBAL_STATE_KEY || typeof userGuid !== 'string' || typeof tenantGuid !== 'string' || !state) return;
    listener({ userGuid, tenantGuid }, state);
  });
}

/** Before sign-in: the languages (and the product's branding) everyone may see. */
export const anonymousGlobalStateQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['anonymous-global-state'],
    queryFn: () => fetchGlobalState(apiClient, false),
    enabled,
    staleTime: SESSION_DATA_STALE_MS,
  });
