import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, LOGOUT_PATH, readOr, responseSchemaOf } from '@/shared/api';

/** POST /api/access/v1/auth/logout; a failure is ignored and logout goes on (section 8). */
export async function endServerSession(client: ApiClient): Promise<void> {
  try {
    await client.POST(LOGOUT_PATH);
  } catch {
    // Logout continues without the server.
  }
}

const userType = responseSchemaOf<ApiSchemas['access']['UserType']>()(
  z.object({
    IsEnabled: z.boolean(),
    IdentityProviderSignOutUrl: z.optional(z.nullable(z.string())),
    IsOpenSaml4: z.boolean(),
  }),
);

export type UserType = z.infer<typeof userType>;

/** How an e-mail signs in; null when the lookup fails, so that the caller falls back to /auth (section 8). */
export async function fetchUserType(client: ApiClient, email: string): Promise<UserType | null> {
  const call = client.POST('/api/access/v1/saml-settings/user-type', { body: { Email: email } });
  return readOr(null, call, (data) => userType.safeParse(data).data);
}

const contextTenant = z.object({ Id: z.string().check(z.minLength(1)) });

/** The tenant a link's context belongs to; false when the lookup fails, and start-up goes on (section 8). */
export async function fetchTenantOfContext(
  client: ApiClient,
  context: string,
  contextVersion: string,
): Promise<string | false> {
  const call = client.GET('/api/access/v1/tenants/context', { params: { query: { context, contextVersion } } });
  return readOr<string | false>(false, call, (data) => contextTenant.safeParse(data).data?.Id);
}

const legacyUser = responseSchemaOf<ApiSchemas['access']['LegacyCurrentUser']>()(
  z.object({ CurrentTenant: z.string(), Email: z.string() }),
);

export type LegacyCurrentUser = z.infer<typeof legacyUser>;

/** The legacy current-user read; null when it fails or answers something unreadable. */
export async function fetchLegacyCurrentUser(client: ApiClient): Promise<LegacyCurrentUser | null> {
  return readOr(null, client.GET('/api/access/v1/users/current/legacy'), (data) => legacyUser.safeParse(data).data);
}
