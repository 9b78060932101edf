import { queryOptions } from '@tanstack/react-query';
import { storedSessionOwner } from '@/entities/session/@x/global-state';
import { apiClient, type ApiClient } from '@/shared/api';
import { globalStateSchema, type GlobalState, type GlobalStateOwner } from '../lib/global-state-schema';
import { readStoredGlobalState, rememberGlobalState } from '../lib/stored-global-state';

/** GET /api/global-state/v1/init, or no-auth-init before sign-in; a failure gives null (section 8). */
export async function fetchGlobalState(signedIn: boolean, client: ApiClient = apiClient): Promise<GlobalState | null> {
  try {
    const { data, response } = signedIn
      ? await client.GET('/api/global-state/v1/init')
      : await client.GET('/api/global-state/v1/no-auth-init');
    if (!response.ok) return null;
    const parsed = globalStateSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in global state of a user in a tenant. The last one seen is the first paint (stale-while-revalidate):
 * a reload shows the user's shell at once while the fresh state loads.
 */
export const globalStateQuery = (owner: GlobalStateOwner | null) =>
  queryOptions({
    queryKey: ['global-state', owner?.userGuid ?? null, owner?.tenantGuid ?? null],
    queryFn: async () => {
      const state = await fetchGlobalState(true);
      // An answer that arrives after a logout (or a switch) must not put its user back into storage.
      const current = storedSessionOwner();
      const stillTheirs = current?.userGuid === owner?.userGuid && current?.tenantGuid === owner?.tenantGuid;
      if (state && owner && stillTheirs) rememberGlobalState(owner, state);
      return state;
    },
    placeholderData: () => (owner ? readStoredGlobalState(owner) : null),
    enabled: owner !== null,
  });
