import { queryClient } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import { organizationTreeScopeOf } from '../lib/organization-tree-scope';
import { nodeSchema, organizationTreeQuery } from './organization-api';

/**
 * The organisations the global state answered: the whole tree with `Login`, else the invited organisation (section 6,
 * as the tree query asks for them); kept as that query's answer unless they are unreadable.
 */
export function primeOrganizations(tenantGuid: string, grantedPermissions: readonly string[], data: unknown): void {
  const tree = readableItems(nodeSchema, data);
  if (!tree) return;
  const scope = organizationTreeScopeOf(grantedPermissions);
  queryClient.setQueryData(organizationTreeQuery(tenantGuid, scope).queryKey, tree);
}
