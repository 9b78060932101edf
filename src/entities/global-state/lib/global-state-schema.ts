import { z } from 'zod';

import { type GlobalStateComponents, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

export const languageSchema = responseSchemaOf<GlobalStateComponents['schemas']['Language']>()(
  z.object({
    Code: z.string().min(2),
    Name: z.string(),
    NativeName: z.string().catch(''),
    Direction: z.enum(['ltr', 'rtl', 'auto']).catch('auto'),
  }),
);
const userSchema = responseSchemaOf<GlobalStateComponents['schemas']['CurrentUser']>()(
  z.object({
    Id: z.string(),
    FirstName: z.string().catch(''),
    LastName: z.string().catch(''),
    FullName: z.string().catch(''),
    Email: z.string(),
    OrgGroupName: z.string().catch(''),
    CurrentTenant: z.string(),
  }),
);
const settingSchema = responseSchemaOf<GlobalStateComponents['schemas']['KeyValueSetting']>()(
  z.object({ key: z.string(), value: z.string() }),
);

/**
 * Each part is read on its own: one unreadable part falls back alone (section 8), never the whole answer. The parts
 * other slices own (tenant, tenants, permissions, branding, resources, organisations) are kept as they came and read
 * by their owners' schemas when the app hands them over (`app/model/global-state-parts.ts`).
 */
export const globalStateSchema = responseSchemaOf<GlobalStateComponents['schemas']['GlobalState']>()(
  z.object({
    languages: z
      .unknown()
      .optional()
      .transform((data) => readableItems(languageSchema, data) ?? []),
    user: userSchema.nullable().catch(null),
    settings: z
      .unknown()
      .optional()
      .transform((data) => readableItems(settingSchema, data) ?? []),
    tenant: z.unknown().optional(),
    tenants: z.unknown().optional(),
    permissions: z.unknown().optional(),
    branding: z.unknown().optional(),
    resources: z.unknown().optional(),
    organizations: z.unknown().optional(),
  }),
);

export type GlobalState = z.infer<typeof globalStateSchema>;
export type Language = GlobalState['languages'][number];

export interface GlobalStateOwner {
  userGuid: string;
  tenantGuid: string;
}
