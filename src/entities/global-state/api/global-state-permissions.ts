import { storedSessionOwner } from '@/entities/session/@x/global-state';
import { queryClient } from '@/shared/api';

import { globalStateQuery } from './global-state-api';

/**
 * The permission map of the signed-in user's global state in this tenant, as it came (its owner reads it), loading
 * the global state when it is not there yet; undefined when there is no such user or no state.
 */
export async function globalStatePermissions(tenantGuid: string): Promise<unknown> {
  const owner = storedSessionOwner();
  if (owner?.tenantGuid !== tenantGuid) return undefined;
  return (await queryClient.fetchQuery(globalStateQuery(owner)))?.permissions;
}
