import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export const serverConfig = {
  rootDir,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  databaseFile: process.env.TRELLIS_DB ?? `${rootDir}server/data/trellis.db`,
  staticDir: process.env.TRELLIS_STATIC_DIR ?? `${rootDir}dist`,
  openapiDir: `${rootDir}openapi`,
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
};

export const PLATFORM_VERSION = '4.12.0|20261120.3';
