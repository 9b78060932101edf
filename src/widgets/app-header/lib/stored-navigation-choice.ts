import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

const storedSchema = z.object({ tenantGuid: z.string(), legacy: z.boolean() });

/** The navigation the tenant's settings chose last (`TrellisNavigation`, removed at logout). */
export function rememberLegacyNavigation(tenantGuid: string, legacy: boolean): void {
  localStore.write('navigation', { tenantGuid, legacy });
}

/** Whether this tenant's settings chose the legacy tabs the last time they were read here. */
export function storedLegacyNavigation(tenantGuid: string | null): boolean {
  const stored = localStore.read('navigation', storedSchema);
  return stored !== null && stored.tenantGuid === tenantGuid && stored.legacy;
}
