/**
 * `/config.json`: what a deployment decides about the built shell at run time. Only the OIDC mode so far: the
 * shell signs in through an external OpenID provider when `oidc` is present.
 */
export function runtimeConfig(oidcAuthority: string | null) {
  return {
    oidc: oidcAuthority ? { authority: oidcAuthority, clientId: 'trellis', scope: 'openid email read' } : null,
  };
}
