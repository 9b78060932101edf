import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { readGlobalStatePart } from '@/entities/global-state/@x/organization';
import { type ApiClient, apiClient, type ApiSchemas, readOr, SESSION_DATA_STALE_MS } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

import type { OrganizationTreeScope } from '../lib/organization-tree-scope';

export type OrganizationNode = ApiSchemas['access']['OrganizationNode'];

export const nodeSchema: z.ZodMiniType<OrganizationNode> = z.lazy(() =>
  z.object({
    Id: z.string().check(z.minLength(1)),
    Name: z.string(),
    ParentId: z.catch(z.nullable(z.string()), null),
    Position: z.catch(z.number(), 0),
    Children: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((children) => readableItems(nodeSchema, children) ?? []),
    ),
  }),
);

/**
 * The readable organisations of a list; null when it is no list, or has items and none of them can be read: that is
 * no tree to show, and the invited organisation is the fallback (sections 6, 8). A list that is empty stays empty.
 */
function readableTree(data: unknown): OrganizationNode[] | null {
  const nodes = readableItems(nodeSchema, data);
  return nodes?.length === 0 && Array.isArray(data) && data.length > 0 ? null : nodes;
}

const readTree = (call: Promise<{ data?: unknown; response: Response }>) =>
  readOr<OrganizationNode[] | null>(null, call, readableTree);

/** GET /api/access/v1/organizations/root-tree: the tenant's whole tree; null when it cannot be read. */
export const fetchOrganizationTree = (client: ApiClient) =>
  readTree(client.GET('/api/access/v1/organizations/root-tree'));

/** GET /api/access/v1/users/current/organizations: the organisations the user was invited to. */
export const fetchUserOrganizations = (client: ApiClient) =>
  readTree(client.GET('/api/access/v1/users/current/organizations'));

/**
 * Section 6: with `Login` the full tree (the invited organisation when the tree cannot be read), without it only the
 * organisation the user was invited to: the whole tree is never asked for. `/init` answers the organisations of the
 * same scope (the server's, by the same permissions) with the rest of the global state: the endpoints are asked only
 * when it could not.
 */
export const organizationTreeQuery = (tenantGuid: string | null, scope: OrganizationTreeScope | null) =>
  queryOptions({
    queryKey: ['access', 'organizations', tenantGuid, scope],
    queryFn: async () =>
      (await readGlobalStatePart(tenantGuid, 'organizations', (raw) => readableTree(raw) ?? undefined)) ??
      (scope === 'full' ? await fetchOrganizationTree(apiClient) : null) ??
      (await fetchUserOrganizations(apiClient)) ??
      [],
    enabled: tenantGuid !== null && scope !== null,
    staleTime: SESSION_DATA_STALE_MS,
  });

/** The organisations the user was invited to (analytics tells a root organisation by its missing parent). */
export const userOrganizationsQuery = (tenantGuid: string | null) =>
  queryOptions({
    queryKey: ['access', 'user-organizations', tenantGuid],
    queryFn: async () => (await fetchUserOrganizations(apiClient)) ?? [],
    enabled: tenantGuid !== null,
  });
