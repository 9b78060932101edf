import { z } from 'zod/mini';

import { localStore } from '@/shared/lib/storage';

import { type Tenant, tenantSchema } from './tenant-schema';

const storedSchema = z.object({ tenantGuid: z.string(), tenant: z.unknown() });

/** The session's tenant (`TrellisTenant`, removed at logout): a return visit paints its name before `/init` answers. */
export function rememberTenant(tenantGuid: string, tenant: Tenant): void {
  localStore.write('tenant', { tenantGuid, tenant });
}

/** Read like the server's answer, for this tenant only. */
export function storedTenantOf(tenantGuid: string | null): Tenant | undefined {
  const stored = localStore.read('tenant', storedSchema);
  if (!stored || stored.tenantGuid !== tenantGuid) return undefined;
  const parsed = tenantSchema.safeParse(stored.tenant);
  return parsed.success ? parsed.data : undefined;
}
