import { z } from 'zod/mini';

import { type ApiSchemas, responseSchemaOf } from '@/shared/api';

export const tenantSchema = responseSchemaOf<ApiSchemas['access']['Tenant']>()(
  z.object({
    guid: z.string().check(z.minLength(1)),
    name: z.string(),
    parentName: z.catch(z.nullish(z.string()), null),
    buyingType: z.catch(z.string(), 'STANDARD'),
  }),
);

export type Tenant = z.infer<typeof tenantSchema>;
