import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, type ApiClient } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

const orgGroupSchema = z.object({ guid: z.string().min(1), name: z.string() });

const userContextSchema = z.object({
  orgGroups: z
    .array(z.unknown())
    .catch([])
    .transform((items) => readableItems(orgGroupSchema, items) ?? []),
  roles: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.filter((role): role is string => typeof role === 'string' && role !== '')),
  current: z.object({
    orgGroupGuid: z.string(),
    organization: z
      .object({ Id: z.string().min(1), Name: z.string() })
      .nullable()
      .catch(null),
    role: z.string(),
  }),
});

export type UserContext = z.infer<typeof userContextSchema>;

/** What the context read depends on besides the user: a switch of any of them reads it again. */
export interface ContextScope {
  tenantGuid: string;
  orgGroupGuid: string;
  role: string;
}

/** GET /api/access/v1/users/current/context; null when it cannot be read, and the menu stays away. */
async function readUserContext(client: ApiClient): Promise<UserContext | null> {
  try {
    const { data, response } = await client.GET('/api/access/v1/users/current/context');
    if (!response.ok) return null;
    const parsed = userContextSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The organisation groups and roles the user may switch to, and the session's current ones. */
export const userContextQuery = (scope: ContextScope | null, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: ['access', 'user-context', scope?.tenantGuid ?? null, scope?.orgGroupGuid ?? null, scope?.role ?? null],
    queryFn: () => readUserContext(client),
    enabled: scope !== null,
  });
