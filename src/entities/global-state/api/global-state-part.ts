import { storedSessionOwner } from '@/entities/session/@x/global-state';
import { queryClient } from '@/shared/api';

import { globalStateQuery } from './global-state-api';

/** The parts of `/init` that other slices own and read with their own schemas. */
type OwnedPart = 'permissions' | 'tenant' | 'tenants';

/**
 * A part of the signed-in user's global state in this tenant, as it came (its owner reads it), loading the global
 * state when it is not there yet: a screen that asks before `/init` has answered shares that one request. Undefined
 * when there is no such user or no state.
 */
export async function globalStatePart(tenantGuid: string, part: OwnedPart): Promise<unknown> {
  const owner = storedSessionOwner();
  if (owner?.tenantGuid !== tenantGuid) return undefined;
  return (await queryClient.fetchQuery(globalStateQuery(owner)))?.[part];
}
