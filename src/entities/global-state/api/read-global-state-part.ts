import { storedSessionOwner } from '@/entities/session/@x/global-state';
import { queryClient } from '@/shared/api';

import { globalStateQuery } from './global-state-api';

/** The parts of `/init` that other slices own and read with their own schemas. */
type OwnedPart = 'permissions' | 'tenant' | 'tenants' | 'branding' | 'resources' | 'organizations';

/**
 * A part of the signed-in user's global state in this tenant as `read` (its owner's schema) makes it out, loading the
 * global state when it is not there yet: a reader that asks before `/init` has answered shares that one request
 * instead of asking the part's own endpoint too. Undefined when there is no such user, no state or no readable part.
 * The one way `/init`'s parts reach their queries: each query's function is the only writer of its key.
 */
export async function readGlobalStatePart<T>(
  tenantGuid: string | null,
  part: OwnedPart,
  read: (raw: unknown) => T | undefined,
): Promise<T | undefined> {
  const owner = storedSessionOwner();
  if (tenantGuid === null || owner?.tenantGuid !== tenantGuid) return undefined;
  const state = await queryClient.fetchQuery(globalStateQuery(owner));
  return state ? read(state[part]) : undefined;
}
