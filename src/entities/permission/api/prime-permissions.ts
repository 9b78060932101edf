import { queryClient } from '@/shared/api';

import { grantedPermissionsOf, grantedPermissionsQuery } from './permissions-api';

/** The permissions the global state answered, kept as the tenant's; null (nothing kept) when they are unreadable. */
export function primePermissions(tenantGuid: string, data: unknown): string[] | null {
  const granted = grantedPermissionsOf(data);
  if (granted) queryClient.setQueryData(grantedPermissionsQuery(tenantGuid).queryKey, granted);
  return granted;
}
