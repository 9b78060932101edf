/** Where the reference server serves its stand-in for the Gainsight PX tag. */
export const ANALYTICS_STAND_IN_PATH = '/analytics/gainsight-px.js';

/** The demo's addresses for the shell's links (privacy notice, community and its connected application). */
const DEMO_LINKS = {
  privacyNotice: 'https://www.trellis.test/privacy-notice',
  community: 'https://community.trellis.test/',
  connectedAppOrigin: 'https://community.trellis.test',
};

/**
 * `/config.json`: what a deployment decides about the built shell at run time: the OIDC mode (the shell signs in
 * through an external OpenID provider when `oidc` is present) and the address of the analytics script. Section 7's
 * settings say HTTPS is not required of the identity provider; the shell requires it when a deployment says nothing.
 */
export function runtimeConfig(oidcAuthority: string | null, analyticsScriptUrl: string) {
  return {
    oidc: oidcAuthority
      ? { authority: oidcAuthority, clientId: 'trellis', scope: 'openid email read', requireHttps: false }
      : null,
    analytics: { scriptUrl: analyticsScriptUrl },
    links: DEMO_LINKS,
  };
}
