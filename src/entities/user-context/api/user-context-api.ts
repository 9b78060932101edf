import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import {
  type ApiClient,
  apiClient,
  type ApiSchemas,
  readOr,
  responseSchemaOf,
  SESSION_DATA_STALE_MS,
} from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

const orgGroupSchema = responseSchemaOf<ApiSchemas['access']['OrgGroup']>()(
  z.object({ guid: z.string().check(z.minLength(1)), name: z.string() }),
);

const userContextSchema = responseSchemaOf<ApiSchemas['access']['UserContext']>()(
  z.object({
    orgGroups: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((items) => readableItems(orgGroupSchema, items) ?? []),
    ),
    roles: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((items) => items.filter((role): role is string => typeof role === 'string' && role !== '')),
    ),
    current: z.object({
      orgGroupGuid: z.string(),
      organization: z.catch(z.nullable(z.object({ Id: z.string().check(z.minLength(1)), Name: z.string() })), null),
      role: z.string(),
    }),
  }),
);

export type UserContext = z.infer<typeof userContextSchema>;

/** What the context read depends on besides the user: a switch of any of them reads it again. */
export interface ContextScope {
  tenantGuid: string;
  orgGroupGuid: string;
  role: string;
}

/** GET /api/access/v1/users/current/context; null when it cannot be read, and the menu stays away. */
export function fetchUserContext(client: ApiClient): Promise<UserContext | null> {
  return readOr(
    null,
    client.GET('/api/access/v1/users/current/context'),
    (data) => userContextSchema.safeParse(data).data,
  );
}

/** The organisation groups and roles the user may switch to, and the session's current ones. */
export const userContextQuery = (scope: ContextScope | null) =>
  queryOptions({
    queryKey: ['access', 'user-context', scope?.tenantGuid ?? null, scope?.orgGroupGuid ?? null, scope?.role ?? null],
    queryFn: () => fetchUserContext(apiClient),
    enabled: scope !== null,
    staleTime: SESSION_DATA_STALE_MS,
  });
