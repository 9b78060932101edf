import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { readGlobalStatePart } from '@/entities/global-state/@x/permission';
import { type ApiClient, apiClient, readOr, tenantSessionData } from '@/shared/api';

const permissionsResponse = z.record(z.string(), z.unknown());

/** The names a permission map grants (mapped to true), sorted; null when the data is not such a map. */
export function grantedPermissionsOf(data: unknown): string[] | null {
  const parsed = permissionsResponse.safeParse(data);
  if (!parsed.success) return null;
  return Object.entries(parsed.data)
    .filter(([, granted]) => granted === true)
    .map(([name]) => name)
    .sort();
}

/** GET /api/access/v1/permissions: only the names mapped to true are loaded; a failure loads none (section 8). */
export async function fetchGrantedPermissions(client: ApiClient): Promise<string[]> {
  return readOr([], client.GET('/api/access/v1/permissions'), grantedPermissionsOf);
}

/**
 * The tenant's granted permissions: those the global state answered (so that they are not asked for twice), else
 * `GET /permissions`.
 */
export const grantedPermissionsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'permissions', tenantGuid],
    queryFn: async () =>
      (await readGlobalStatePart(tenantGuid, 'permissions', (raw) => grantedPermissionsOf(raw) ?? undefined)) ??
      fetchGrantedPermissions(apiClient),
    ...tenantSessionData(tenantGuid),
  });
