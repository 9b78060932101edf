import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, type ApiClient } from '@/shared/api';

const permissionsResponse = z.record(z.string(), z.unknown());

/** GET /api/access/v1/permissions: only the names mapped to true are loaded; a failure loads none (section 8). */
export async function fetchGrantedPermissions(client: ApiClient = apiClient): Promise<string[]> {
  try {
    const { data } = await client.GET('/api/access/v1/permissions');
    const parsed = permissionsResponse.safeParse(data);
    if (!parsed.success) return [];
    return Object.entries(parsed.data)
      .filter(([, granted]) => granted === true)
      .map(([name]) => name)
      .sort();
  } catch {
    return [];
  }
}

export const grantedPermissionsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'permissions', tenantGuid],
    queryFn: () => fetchGrantedPermissions(),
    enabled: tenantGuid !== null,
  });
