import { z } from 'zod/mini';

import { type ApiSchemas, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

export const tenantSchema = responseSchemaOf<ApiSchemas['access']['Tenant']>()(
  z.object({
    guid: z.string().check(z.minLength(1)),
    name: z.string(),
    parentName: z.catch(z.nullish(z.string()), null),
    buyingType: z.catch(z.string(), 'STANDARD'),
  }),
);

export type Tenant = z.infer<typeof tenantSchema>;

/** The session's tenant as the global state answered it; undefined when unreadable (its endpoint answers instead). */
export const tenantFromGlobalState = (tenant: unknown): Tenant | undefined => tenantSchema.safeParse(tenant).data;

/**
 * The user's tenant list as the global state answered it: null (no TENANTS_LIST) is kept as null; undefined when it
 * is missing or unreadable (its endpoint answers instead).
 */
export const tenantListFromGlobalState = (tenants: unknown): Tenant[] | null | undefined =>
  tenants === null ? null : (readableItems(tenantSchema, tenants) ?? undefined);
