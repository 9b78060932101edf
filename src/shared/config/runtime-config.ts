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
  /** Where the analytics tag is loaded from; null when it is not known, and then no tag loads. */
  analytics: z.catch(z.nullable(z.object({ scriptUrl: z.string().check(z.minLength(1)) })), {
    scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL,
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const DEFAULTS: RuntimeConfig = { oidc: null, analytics: { scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL } };
/**
 * Not reached (offline, or the request cut short as the page is left): the deployment may have moved the analytics tag
 * (a proxy of its own), so no tag loads from the default address on a guess.
 */
const UNREACHED: RuntimeConfig = { oidc: null, analytics: null };

let config: Promise<RuntimeConfig> | null = null;

/**
 * `/config.json`: what the deployment decides at run time. Absent or unreadable, the defaults hold (OIDC off, as
 * section 7 says it is by default); not reached, OIDC is off and the analytics address unknown. Read once per page,
 * but asked again after it was not reached.
 */
export function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  config ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (response.ok) return runtimeConfigSchema.parse(await response.json());
      // An error page's body is let go, so that it does not hold the connection.
      await response.body?.cancel();
      return DEFAULTS;
    })
    .catch(() => {
      config = null;
      return UNREACHED;
    });
  return config;
}
