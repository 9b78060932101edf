import { fileURLToPath } from 'node:url';

import { DEMO_LINKS, type DeploymentLinks } from './http/runtime-config.ts';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * TRELLIS_TRUST_PROXY: unset or `false`, no proxy is believed (the client's address is the connection's); `true`,
 * every one; a number, that many hops; otherwise a comma-separated list of addresses or CIDR ranges.
 */
export function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return listOf(value);
}

const booleanOf = (value: string | undefined) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;

/** TRELLIS_LINK_*: config.json's `links`; a demo server falls back to the demo's addresses for those not set. */
export function linksOf(env: NodeJS.ProcessEnv, demo: boolean): DeploymentLinks {
  const fallback: DeploymentLinks = demo ? DEMO_LINKS : {};
  const chosen = {
    privacyNotice: env.TRELLIS_LINK_PRIVACY_NOTICE || fallback.privacyNotice,
    community: env.TRELLIS_LINK_COMMUNITY || fallback.community,
    connectedAppOrigin: env.TRELLIS_LINK_CONNECTED_APP_ORIGIN || fallback.connectedAppOrigin,
  };
  return Object.fromEntries(Object.entries(chosen).filter(([, value]) => value)) as DeploymentLinks;
}

export const serverConfig = {
  rootDir,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  databaseFile: process.env.TRELLIS_DB ?? `${rootDir}server/data/trellis.db`,
  staticDir: process.env.TRELLIS_STATIC_DIR ?? `${rootDir}dist`,
  openapiDir: `${rootDir}openapi`,
  /**
   * The demo's tenants and users (with the README's public password), branding and translations: only when asked for
   * (TRELLIS_SEED_DEMO=1: `npm start`, the end-to-end tests, the demo image, contract verification).
   */
  seedDemo: process.env.TRELLIS_SEED_DEMO === '1',
  /** `/metrics` asks for this bearer token when set; open otherwise (it is not under /api/: no proxy passes it). */
  metricsToken: process.env.TRELLIS_METRICS_TOKEN || null,
  /** Fault injection and test helpers exist only when the server is started for tests. */
  testMode: process.env.TRELLIS_TEST_MODE === '1',
  /** Pact's provider-state endpoint, for verifying the pacts against this server; off unless asked for. */
  pactStates: process.env.TRELLIS_PACT_STATES === '1',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  /** Turns on the shell's OIDC sign-in against this OpenID provider (section 7: OIDC is off by default). */
  oidcAuthority: process.env.TRELLIS_OIDC_AUTHORITY ?? null,
  /** Failed password sign-ins one client address may make per minute (by default 20; 1000 in test mode). */
  signInFailuresPerAddressPerMinute: process.env.TRELLIS_SIGN_IN_FAILURES_PER_ADDRESS
    ? Number(process.env.TRELLIS_SIGN_IN_FAILURES_PER_ADDRESS)
    : undefined,
  /** The analytics script the shell loads; by default the stand-in this server serves (it records the calls). */
  analyticsScriptUrl: process.env.TRELLIS_ANALYTICS_SCRIPT_URL ?? null,
  trustProxy: trustProxyOf(process.env.TRELLIS_TRUST_PROXY),
  /** Origins a shell served elsewhere may call this API from. */
  corsOrigins: listOf(process.env.TRELLIS_CORS_ORIGINS),
  deployment: {
    apiBaseUrl: process.env.TRELLIS_API_BASE_URL ?? '',
    apiTokenOrigins: listOf(process.env.TRELLIS_API_TOKEN_ORIGINS),
    /** `off`: the shell sends no reports. By default they come here (TELEMETRY_PATH). */
    telemetryEndpoint:
      process.env.TRELLIS_TELEMETRY_ENDPOINT === 'off' ? null : (process.env.TRELLIS_TELEMETRY_ENDPOINT ?? undefined),
    oidcClientId: process.env.TRELLIS_OIDC_CLIENT_ID || undefined,
    oidcScope: process.env.TRELLIS_OIDC_SCOPE || undefined,
    oidcRequireHttps: booleanOf(process.env.TRELLIS_OIDC_REQUIRE_HTTPS),
    /** The shell's links; the demo's when the demo is seeded and none is set. */
    links: linksOf(process.env, process.env.TRELLIS_SEED_DEMO === '1'),
  },
};

export const PLATFORM_VERSION = '4.12.0|20261120.3';
