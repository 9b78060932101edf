/** Where the reference server serves its stand-in for the Gainsight PX tag. */
export const ANALYTICS_STAND_IN_PATH = '/analytics/gainsight-px.js';

/**
 * `/config.json`: what a deployment decides about the built shell at run time: the OIDC mode (the shell signs in
 * through an external OpenID provider when `oidc` is present) and the address of the analytics script. Section 7's
 * settings say HTTPS is not required of the identity provider; the shell requires it when a deployment says nothing.
 */
export function runtimeConfig(
  oidcAuthority: string | null,
  analyticsScriptUrl: string,
  modules: readonly Record<string, unknown>[] = [],
) {
  return {
    oidc: oidcAuthority
      ? { authority: oidcAuthority, clientId: 'trellis', scope: 'openid email read', requireHttps: false }
      : null,
    analytics: { scriptUrl: analyticsScriptUrl },
    /** The hosted business modules (server/src/modules, docs/modules.md); the shell filters them by access. */
    modules,
  };
}
