import { z } from 'zod/mini';

import { type ApiSchemas, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

export const languageSchema = responseSchemaOf<ApiSchemas['globalState']['Language']>()(
  z.object({
    Code: z.string().check(z.minLength(2)),
    Name: z.string(),
    NativeName: z.catch(z.string(), ''),
    Direction: z.catch(z.enum(['ltr', 'rtl', 'auto']), 'auto'),
  }),
);
const userSchema = responseSchemaOf<ApiSchemas['globalState']['CurrentUser']>()(
  z.object({
    Id: z.string(),
    FirstName: z.catch(z.string(), ''),
    LastName: z.catch(z.string(), ''),
    FullName: z.catch(z.string(), ''),
    Email: z.string(),
    OrgGroupName: z.catch(z.string(), ''),
    CurrentTenant: z.string(),
  }),
);
const settingSchema = responseSchemaOf<ApiSchemas['globalState']['KeyValueSetting']>()(
  z.object({ key: z.string(), value: z.string() }),
);

/**
 * Each part is read on its own: one unreadable part falls back alone (section 8), never the whole answer. The parts
 * other slices own (tenant, tenants, permissions, branding, resources, organisations) are kept as they came and read
 * by their owners' schemas as each owner's query reads its part (`readGlobalStatePart`).
 */
export const globalStateSchema = responseSchemaOf<ApiSchemas['globalState']['GlobalState']>()(
  z.object({
    languages: z.pipe(
      z.optional(z.unknown()),
      z.transform((data) => readableItems(languageSchema, data) ?? []),
    ),
    user: z.catch(z.nullable(userSchema), null),
    settings: z.pipe(
      z.optional(z.unknown()),
      z.transform((data) => readableItems(settingSchema, data) ?? []),
    ),
    tenant: z.optional(z.unknown()),
    tenants: z.optional(z.unknown()),
    permissions: z.optional(z.unknown()),
    branding: z.optional(z.unknown()),
    resources: z.optional(z.unknown()),
    organizations: z.optional(z.unknown()),
  }),
);

export type GlobalState = z.infer<typeof globalStateSchema>;
export type Language = GlobalState['languages'][number];

export interface GlobalStateOwner {
  userGuid: string;
  tenantGuid: string;
}
