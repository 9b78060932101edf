import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import type { OrganizationTreeScope } from '@/entities/organization';
import { type ApiClient, apiClient, type ApiSchemas, readOr, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

const orgGroupUserSchema = responseSchemaOf<ApiSchemas['access']['OrgGroupUser']>()(
  z.object({ Id: z.string(), FullName: z.catch(z.string(), ''), Email: z.string() }),
);
const accessLevelSchema = responseSchemaOf<ApiSchemas['access']['AccessLevel']>()(
  z.object({ organizationId: z.string(), level: z.string() }),
);

export type OrgGroupUser = z.infer<typeof orgGroupUserSchema>;
export type AccessLevel = z.infer<typeof accessLevelSchema>;

const readList = <T>(schema: z.ZodMiniType<T>, call: Promise<{ data?: unknown; response: Response }>) =>
  readOr<T[]>([], call, (data) => readableItems(schema, data));

/** GET /api/v1/private/orggroupuser/get: the people of the user's organisation group; none when unreadable. */
export const fetchOrgGroupUsers = (client: ApiClient) =>
  readList(orgGroupUserSchema, client.GET('/api/v1/private/orggroupuser/get'));

/** GET /api/access/v1/access-levels/current: the user's level per organisation; none when unreadable. */
export const fetchAccessLevels = (client: ApiClient) =>
  readList(accessLevelSchema, client.GET('/api/access/v1/access-levels/current'));

/** The server answers by the user's permissions: the scope keeps a wider answer from being shown for a narrower one. */
export const orgGroupUsersQuery = (tenantGuid: string | null, scope: OrganizationTreeScope) =>
  queryOptions({
    queryKey: ['access', 'org-group-users', tenantGuid, scope],
    queryFn: () => fetchOrgGroupUsers(apiClient),
    enabled: tenantGuid !== null,
  });

export const accessLevelsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'access-levels', tenantGuid],
    queryFn: () => fetchAccessLevels(apiClient),
    enabled: tenantGuid !== null,
  });
