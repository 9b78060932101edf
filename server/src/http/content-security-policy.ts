import type { IncomingMessage } from 'node:http';

/** Pages of the app that the app frames itself: the OIDC silent refresh answers inside a hidden frame. */
export const SELF_FRAMED_PATHS: ReadonlySet<string> = new Set(['/silent-refresh.html']);

/** In test mode the policy's report-uri: the test harness collects the reports there (server/test-harness). */
export const TEST_MODE_REPORT_URI = '/__test/csp-reports';

export interface ContentSecurityPolicySources {
  /** The external OpenID provider of the OIDC mode, or null when it is off. */
  oidcAuthority: string | null;
  /** The analytics script the shell is told to load (absolute, or a path on this origin). */
  analyticsScriptUrl: string;
  /** The addresses the upsell flow posts leads to (content setting SalesforceWebToLeadUrl), read per request. */
  webToLeadAddresses: () => readonly string[];
  /** Where the browser reports violations; none when null. */
  reportUri: string | null;
  /** The origins of the hosted modules' entries (the module manifest), read per request; none when absent. */
  moduleScriptOrigins?: () => readonly string[];
  /** Hashes (`'sha256-…'`) of inline scripts of the app's pages: the import map of the modules' shared libraries. */
  inlineScriptHashes?: readonly string[];
}

type DirectiveValue = string | ((request: IncomingMessage) => string);

const SELF = "'self'";

/**
 * The http(s) origin of an address on another origin, or null for a path on this origin and for anything that is
 * not an http(s) address. Derived through URL parsing, so a stored value can never add a directive or a keyword.
 */
export function foreignOriginOf(address: string): string | null {
  const base = 'http://this-origin.invalid';
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  if (url.origin === base || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.origin;
}

const foreignOrigins = (addresses: readonly (string | null)[]) => [
  ...new Set(addresses.flatMap((address) => (address === null ? [] : (foreignOriginOf(address) ?? [])))),
];

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?')[0] ?? '/';

/**
 * The directives of the shell's Content-Security-Policy (helmet's form). Scripts come only from this origin, the
 * analytics script's and the hosted modules' (docs/modules.md), inline only the import map by its hash; nothing is
 * evaluated; no other origin may frame the app. Styles allow inline: MUI (emotion)
 * injects style elements at run time (see docs/decisions.md).
 */
export function contentSecurityPolicyDirectives(sources: ContentSecurityPolicySources) {
  const oidc = foreignOrigins([sources.oidcAuthority]);
  const directives: Record<string, DirectiveValue[]> = {
    'default-src': [SELF],
    'script-src': [
      () =>
        [
          SELF,
          ...(sources.inlineScriptHashes ?? []),
          ...foreignOrigins([sources.analyticsScriptUrl, ...(sources.moduleScriptOrigins?.() ?? [])]),
        ].join(' '),
    ],
    'script-src-attr': ["'none'"],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:'],
    'font-src': [SELF],
    'connect-src': [() => [SELF, ...oidc, ...foreignOrigins(sources.webToLeadAddresses())].join(' ')],
    'frame-src': [SELF, ...oidc],
    'form-action': [SELF],
    'frame-ancestors': [(request) => (SELF_FRAMED_PATHS.has(pathOf(request)) ? SELF : "'none'")],
    'object-src': ["'none'"],
    'base-uri': [SELF],
  };
  if (sources.reportUri) directives['report-uri'] = [sources.reportUri];
  return directives;
}
