import { z } from 'zod/mini';

import { type ApiSchemas, responseSchemaOf } from '@/shared/api';

/** What every sign-in and renewal brings: the token endpoint's answer, or the OIDC provider's tokens in its shape. */
export const tokenResponse = responseSchemaOf<ApiSchemas['access']['TokenResponse']>()(
  z.object({
    access_token: z.string().check(z.minLength(1)),
    refresh_token: z.string().check(z.minLength(1)),
    token_type: z.optional(z.string()),
    expires_in: z.optional(z.int().check(z.positive())),
  }),
);

export type TokenResponse = z.infer<typeof tokenResponse>;
