import { DiscoveryDocumentInvalidError } from './oidc-error-types';

/** The provider's addresses the shell may be sent to or send tokens to. */
const PROVIDER_URL_FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'userinfo_endpoint',
  'jwks_uri',
  'end_session_endpoint',
  'revocation_endpoint',
  'check_session_iframe',
] as const;

type ProviderUrlField = (typeof PROVIDER_URL_FIELDS)[number];

export interface DiscoveryRules {
  authority: string;
  /** Section 5: identity-provider URLs use HTTPS unless the deployment says otherwise. */
  requireHttps: boolean;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The configured authority itself, checked before anything is asked of it. */
export function checkAuthority({ authority, requireHttps }: DiscoveryRules): void {
  if (requireHttps && new URL(authority).protocol !== 'https:')
    throw new DiscoveryDocumentInvalidError(`The identity provider ${authority} must use HTTPS.`);
}

/** The discovery document names the configured issuer, and every address in it uses HTTPS when that is required. */
export function checkDiscoveryDocument(
  document: Partial<Record<ProviderUrlField, unknown>>,
  { authority, requireHttps }: DiscoveryRules,
): void {
  if (typeof document.issuer !== 'string' || withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(authority))
    throw new DiscoveryDocumentInvalidError(`Wrong issuer in the discovery document: ${String(document.issuer)}`);
  if (!requireHttps) return;
  for (const field of PROVIDER_URL_FIELDS) {
    const value = document[field];
    if (typeof value === 'string' && new URL(value).protocol !== 'https:')
      throw new DiscoveryDocumentInvalidError(`The identity provider's ${field} must use HTTPS: ${value}`);
  }
}
