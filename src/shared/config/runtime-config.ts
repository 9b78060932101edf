import { z } from 'zod/mini';

/** Gainsight PX's own address; a deployment may point elsewhere (the reference server serves a stand-in). */
export const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://web-sdk.aptrinsic.com/api/aptrinsic.js';

const runtimeConfigSchema = z.object({
  oidc: z.catch(
    z.nullable(
      z.object({
        authority: z.url(),
        clientId: z.string().check(z.minLength(1)),
        scope: z.string().check(z.minLength(1)),
        /** Section 5: the identity provider's addresses must use HTTPS unless the deployment says otherwise. */
        requireHttps: z.catch(z.boolean(), true),
      }),
    ),
    null,
  ),
  analytics: z.catch(z.object({ scriptUrl: z.string().check(z.minLength(1)) }), {
    scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL,
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const DEFAULTS: RuntimeConfig = { oidc: null, analytics: { scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL } };

let config: Promise<RuntimeConfig> | null = null;

/**
 * `/config.json`: what the deployment decides at run time. Absent, unreadable or unreachable, the defaults hold
 * (OIDC off, as section 7 says it is by default). Read once per page.
 */
export function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  config ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (response.ok) return runtimeConfigSchema.parse(await response.json());
      // An error page's body is let go, so that it does not hold the connection.
      await response.body?.cancel();
      return DEFAULTS;
    })
    .catch(() => DEFAULTS);
  return config;
}
