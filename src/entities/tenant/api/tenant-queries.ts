import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, type ApiClient, responseSchemaOf, type AccessComponents } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

const tenantSchema = responseSchemaOf<AccessComponents['schemas']['Tenant']>()(
  z.object({
    guid: z.string().min(1),
    name: z.string(),
    parentName: z.string().nullish().catch(null),
    buyingType: z.string().catch('STANDARD'),
  }),
);

export type Tenant = z.infer<typeof tenantSchema>;

export const SANDBOX_BUYING_TYPE = 'SANDBOX';

/** The tenants the user can switch to; null without TENANTS_LIST or when the read fails (section 8). */
export async function fetchUserTenants(client: ApiClient = apiClient): Promise<Tenant[] | null> {
  try {
    const { data, response } = await client.GET('/api/access/v1/users/current/tenants');
    if (!response.ok) return null;
    return readableItems(tenantSchema, data);
  } catch {
    return null;
  }
}

/** The session's tenant; null when the read fails. */
export async function fetchCurrentTenant(client: ApiClient = apiClient): Promise<Tenant | null> {
  try {
    const { data } = await client.GET('/api/access/v1/tenants/current');
    const parsed = tenantSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const userTenantsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tenants', tenantGuid],
    queryFn: () => fetchUserTenants(),
    enabled: tenantGuid !== null,
  });

export const currentTenantQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'tenant', tenantGuid],
    queryFn: () => fetchCurrentTenant(),
    enabled: tenantGuid !== null,
  });
