import { z } from 'zod';
import { readableItems } from '@/shared/lib/parse';
import { responseSchemaOf, type GlobalStateComponents } from '@/shared/api';

export const languageSchema = responseSchemaOf<GlobalStateComponents['schemas']['Language']>()(
  z.object({
    Code: z.string().min(2),
    Name: z.string(),
    NativeName: z.string().catch(''),
    Direction: z.enum(['ltr', 'rtl', 'auto']).catch('auto'),
  }),
);
const tenantSchema = responseSchemaOf<GlobalStateComponents['schemas']['Tenant']>()(
  z.object({
    guid: z.string(),
    name: z.string(),
    parentName: z.string().nullable().catch(null),
    buyingType: z.string().catch('STANDARD'),
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

/** Each part is read on its own: one unreadable part falls back alone (section 8), never the whole answer. */
export const globalStateSchema = responseSchemaOf<GlobalStateComponents['schemas']['GlobalState']>()(
  z.object({
    languages: z
      .unknown()
      .optional()
      .transform((data) => readableItems(languageSchema, data) ?? []),
    // The server's map, whose true entries are kept; or the list of names a stored state holds.
    permissions: z
      .union([
        z.array(z.string()),
        z.record(z.string(), z.unknown()).transform((map) =>
          Object.entries(map)
            .filter(([, granted]) => granted === true)
            .map(([name]) => name),
        ),
      ])
      .catch([])
      .transform((names) => [...names].sort()),
    tenant: tenantSchema.nullable().catch(null),
    tenants: z
      .unknown()
      .optional()
      .transform((data) => readableItems(tenantSchema, data))
      .catch(null),
    user: userSchema.nullable().catch(null),
    settings: z
      .unknown()
      .optional()
      .transform((data) => readableItems(settingSchema, data) ?? []),
  }),
);

export type GlobalState = z.infer<typeof globalStateSchema>;
export type Language = GlobalState['languages'][number];

export interface GlobalStateOwner {
  userGuid: string;
  tenantGuid: string;
}
