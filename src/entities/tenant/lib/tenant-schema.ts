import { z } from 'zod';

import { type AccessComponents, responseSchemaOf } from '@/shared/api';

export const tenantSchema = responseSchemaOf<AccessComponents['schemas']['Tenant']>()(
  z.object({
    guid: z.string().min(1),
    name: z.string(),
    parentName: z.string().nullish().catch(null),
    buyingType: z.string().catch('STANDARD'),
  }),
);

export type Tenant = z.infer<typeof tenantSchema>;
