import { z } from 'zod/mini';

import { readModuleManifest } from './module-manifest';

/** Gainsight PX's own address; a deployment may point elsewhere (the reference server serves a stand-in). */
export const DEFAULT_ANALYTICS_SCRIPT_URL = 'https://web-sdk.aptrinsic.com/api/aptrinsic.js';

/**
 * `config.json` beside `index.html`: everything that differs between environments (docs/deploying.md lists every
 * key). One schema for the deploy and the module host.
 */
const runtimeConfigSchema = z.object({
  api: z._default(
    z.object({
      /** Empty: the API is on the app's own origin. Otherwise an absolute URL. */
      baseUrl: z._default(z.string(), ''),
      /** Further origins that may receive the bearer token, besides the app's and the base URL's. */
      tokenOrigins: z._default(z.array(z.url()), []),
    }),
    { baseUrl: '', tokenOrigins: [] },
  ),
  oidc: z.catch(
    z.nullable(
      z.object({
        authority: z.url(),
        clientId: z.string().check(z.minLength(1)),
        scope: z.string().check(z.minLength(1)),
        /** Section 5: the identity provider's addresses must use HTTPS unless the deployment says otherwise. */
        requireHttps: z.catch(z.boolean(), true),
        /** Absolute addresses registered with the provider; by default beside `index.html`. */
        redirectUri: z.optional(z.url()),
        silentRedirectUri: z.optional(z.url()),
        popupRedirectUri: z.optional(z.url()),
        postLogoutRedirectUri: z.optional(z.url()),
      }),
    ),
    null,
  ),
  /** Where the analytics tag is loaded from; null when it is not known, and then no tag loads. */
  analytics: z.catch(z.nullable(z.object({ scriptUrl: z.string().check(z.minLength(1)) })), {
    scriptUrl: DEFAULT_ANALYTICS_SCRIPT_URL,
  }),
  /** Where error reports and web-vitals are sent (`navigator.sendBeacon`); null: nowhere. */
  telemetry: z._default(z.nullable(z.object({ endpoint: z.string().check(z.minLength(1)) })), null),
  /** Addresses the shell links to; a link nothing provides is not shown. */
  links: z._default(
    z.object({
      privacyNotice: z.optional(z.url()),
      community: z.optional(z.url()),
      connectedAppOrigin: z.optional(z.url()),
    }),
    {},
  ),
  /** The business modules the shell hosts (docs/modules.md); a bad entry is left out, not the whole file. */
  modules: z._default(z.pipe(z.unknown(), z.transform(readModuleManifest)), []),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const DEFAULTS: RuntimeConfig = runtimeConfigSchema.parse({});
/**
 * Not reached (offline, or the request cut short as the page is left): the deployment may have moved the analytics tag
 * (a proxy of its own), so no tag loads from the default address on a guess.
 */
const UNREACHED: RuntimeConfig = { ...DEFAULTS, analytics: null };

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
