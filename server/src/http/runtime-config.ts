/** Where the reference server serves its stand-in for the Gainsight PX tag. */
export const ANALYTICS_STAND_IN_PATH = '/analytics/gainsight-px.js';

/** Where the reference server accepts the shell's error reports and web-vitals (openapi/telemetry.yaml). */
export const TELEMETRY_PATH = '/api/telemetry/v1/reports';

export interface DeploymentLinks {
  privacyNotice?: string;
  community?: string;
  connectedAppOrigin?: string;
}

/** What an operator decides about the API and telemetry (TRELLIS_API_BASE_URL and the like, docs/deploying.md). */
export interface DeploymentSettings {
  /** Empty: the API is on the app's origin. */
  apiBaseUrl?: string;
  apiTokenOrigins?: readonly string[];
  /** Null: no reports are sent. */
  telemetryEndpoint?: string | null;
  /** The OIDC client registered for the shell; section 7 names the product's, `trellis`. */
  oidcClientId?: string;
  oidcScope?: string;
  /** Section 7's settings do not require HTTPS of the reference server's identity provider: off unless set. */
  oidcRequireHttps?: boolean;
  /** The demo's when absent. */
  links?: DeploymentLinks;
}

/** The demo's addresses for the shell's links (privacy notice, community and its connected application). */
export const DEMO_LINKS: DeploymentLinks = {
  privacyNotice: 'https://www.trellis.test/privacy-notice',
  community: 'https://community.trellis.test/',
  connectedAppOrigin: 'https://community.trellis.test',
};

/**
 * `/config.json`: what a deployment decides about the built shell at run time (src/shared/config/runtime-config.ts
 * reads it): where the API is, the OIDC mode (the shell signs in through an external OpenID provider when `oidc` is
 * present), the address of the analytics script and where telemetry goes. Section 7's settings say HTTPS is not
 * required of the identity provider; the shell requires it when a deployment says nothing.
 */
export function runtimeConfig(
  oidcAuthority: string | null,
  analyticsScriptUrl: string,
  deployment: DeploymentSettings = {},
  modules: unknown = [],
) {
  const telemetryEndpoint = deployment.telemetryEndpoint === undefined ? TELEMETRY_PATH : deployment.telemetryEndpoint;
  return {
    api: { baseUrl: deployment.apiBaseUrl ?? '', tokenOrigins: [...(deployment.apiTokenOrigins ?? [])] },
    oidc: oidcAuthority
      ? {
          authority: oidcAuthority,
          clientId: deployment.oidcClientId ?? 'trellis',
          scope: deployment.oidcScope ?? 'openid email read',
          requireHttps: deployment.oidcRequireHttps ?? false,
        }
      : null,
    analytics: { scriptUrl: analyticsScriptUrl },
    telemetry: telemetryEndpoint ? { endpoint: telemetryEndpoint } : null,
    /**
     * The hosted business modules (server/src/modules, docs/modules.md), with `allowOverrides` when the manifest
     * allows them; the shell filters them by access.
     */
    modules,
    links: deployment.links ?? DEMO_LINKS,
  };
}
