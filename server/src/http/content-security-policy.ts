/** Pages of the app that the app frames itself: the OIDC silent refresh answers inside a hidden frame. */
export const SELF_FRAMED_PATHS: ReadonlySet<string> = new Set(['/silent-refresh.html']);

/** In test mode the policy's report-uri: the test harness collects the reports there (server/test-harness). */
export const TEST_MODE_REPORT_URI = '/__test/csp-reports';

/** Where a developer's local module builds are served from, admitted only while overrides are allowed. */
export const LOCAL_MODULE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** What the hosted modules' manifest adds to the policy (server/src/modules/module-manifest.ts). */
export interface ModulePolicySources {
  /** The addresses of the in-page modules' entries: their origins get scripts, styles, images, fonts and connections. */
  entries: readonly string[];
  /** The pages of the framed modules (`isolation: "frame"`): their origins get `frame-src`, nothing else. */
  framed?: readonly string[];
  /** Further addresses the modules call (an entry's `connect`). */
  connect: readonly string[];
  /** Further addresses the modules show images from (an entry's `images`). */
  images: readonly string[];
  /** The manifest lets a developer load a module from a local build (`allowOverrides`). */
  allowOverrides: boolean;
}

export const NO_MODULES: ModulePolicySources = { entries: [], connect: [], images: [], allowOverrides: false };

/** Everything a deployment names on other origins that the policy must admit, as read for one answer. */
export interface PolicySources {
  /** The external OpenID provider of the OIDC mode, or null when it is off. */
  oidcAuthority: string | null;
  /** The analytics script the shell is told to load (absolute, or a path on this origin); null: none. */
  analyticsScriptUrl: string | null;
  /** config.json's `api.baseUrl`, telemetry endpoint and `api.tokenOrigins` (the shell calls them), when on another origin. */
  apiAddresses?: readonly (string | null)[];
  /** The addresses the upsell flow posts leads to (content setting SalesforceWebToLeadUrl). */
  webToLeadAddresses?: readonly string[];
  modules?: ModulePolicySources;
  /** Hashes (`'sha256-…'`) of inline scripts of the app's pages: the import map of the modules' shared libraries. */
  inlineScriptHashes?: readonly string[];
}

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

/**
 * The shell's Content-Security-Policy but for `frame-ancestors` (which differs per path: framePolicyOf) and
 * `report-uri`, as directive → sources. Scripts come only from this origin, the analytics script's and the hosted
 * modules' (docs/modules.md), inline only the import map by its hash; nothing is evaluated. A module's origin also
 * serves its styles, images and fonts and answers its calls; an entry names further origins for calls (`connect`)
 * and images (`images`). Styles allow inline: MUI (emotion) injects style elements at run time (docs/decisions.md).
 */
export function policyDirectives(sources: PolicySources): Record<string, string[]> {
  const modules = sources.modules ?? NO_MODULES;
  const oidc = foreignOrigins([sources.oidcAuthority]);
  const moduleOrigins = [...foreignOrigins(modules.entries), ...(modules.allowOverrides ? LOCAL_MODULE_ORIGINS : [])];
  const withModules = (...origins: string[]) => [...new Set([...origins, ...moduleOrigins])];
  return {
    'default-src': [SELF],
    'script-src': [
      SELF,
      ...(sources.inlineScriptHashes ?? []),
      ...withModules(...foreignOrigins([sources.analyticsScriptUrl])),
    ],
    'script-src-attr': ["'none'"],
    'style-src': [SELF, "'unsafe-inline'", ...withModules()],
    'img-src': [SELF, 'data:', ...withModules(...foreignOrigins(modules.images))],
    'font-src': [SELF, ...withModules()],
    'connect-src': [
      SELF,
      ...withModules(
        ...oidc,
        ...foreignOrigins(sources.apiAddresses ?? []),
        ...foreignOrigins(sources.webToLeadAddresses ?? []),
        ...foreignOrigins(modules.connect),
      ),
    ],
    'frame-src': [
      SELF,
      ...oidc,
      ...foreignOrigins(modules.framed ?? []),
      ...(modules.allowOverrides ? LOCAL_MODULE_ORIGINS : []),
    ],
    'form-action': [SELF],
    'object-src': ["'none'"],
    'base-uri': [SELF],
  };
}

/** The directives as one header value. */
export const serializePolicy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** `frame-ancestors` of a path: the silent refresh may be framed by the app itself, nothing else by anyone. */
export const framePolicyOf = (path: string) => (SELF_FRAMED_PATHS.has(path) ? SELF : "'none'");

/** The whole policy of an answer for `path`, as the reference server sends it. */
export function contentSecurityPolicy(sources: PolicySources, path: string, reportUri: string | null = null): string {
  return serializePolicy({
    ...policyDirectives(sources),
    'frame-ancestors': [framePolicyOf(path)],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  });
}
