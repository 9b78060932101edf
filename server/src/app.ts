import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import { createBearerAuth } from './auth/bearer-auth.ts';
import { createOidcTokenVerifier } from './auth/oidc-access-tokens.ts';
import {
  createSignInThrottle,
  DEFAULT_SIGN_IN_LIMITS,
  type SignInLimits,
  TEST_MODE_FAILURES_PER_ADDRESS_PER_MINUTE,
} from './auth/sign-in-throttle.ts';
import { loadSigningKey } from './auth/signing-key.ts';
import type { Db } from './db/database.ts';
import { cacheControlOfStaticFile, noStoreUnlessChosen } from './http/cache-control.ts';
import { TEST_MODE_REPORT_URI } from './http/content-security-policy.ts';
import { allowOrigins } from './http/cors.ts';
import { issueCsrfCookie, withCsrfCheck } from './http/csrf.ts';
import { acceptOnlyDeclaredMediaTypes } from './http/declared-media-types.ts';
import { registerHealthChecks } from './http/health.ts';
import { serveMetrics } from './http/metrics.ts';
import { problem, sendProblem } from './http/problem.ts';
import { echoRequestId, requestIdOf } from './http/request-id.ts';
import { compileRequestValidator } from './http/request-validation.ts';
import { validateResponses } from './http/response-validation.ts';
import { answerConnectionError, refuseLongUrls } from './http/router-errors.ts';
import { ANALYTICS_STAND_IN_PATH, type DeploymentSettings, runtimeConfig } from './http/runtime-config.ts';
import { securityHeaders } from './http/security-headers.ts';
import { traceLogBindings } from './http/trace-context.ts';
import { importMapHashes } from './modules/import-map-hash.ts';
import {
  configuredModules,
  type ModuleManifest,
  moduleManifest,
  modulePolicySources,
} from './modules/module-manifest.ts';
import { SERVICES } from './services/registry.ts';

const ANALYTICS_STAND_IN_FILE = fileURLToPath(new URL('../public/gainsight-px-stand-in.js', import.meta.url));

export interface ServerOptions {
  db: Db;
  openapiDir: string;
  testMode: boolean;
  /** Pact's provider-state endpoint for contract verification (TRELLIS_PACT_STATES=1); never on by default. */
  pactStates?: boolean;
  /** An external OpenID provider whose access tokens are accepted too (the shell's OIDC mode); off when absent. */
  oidcAuthority?: string | null;
  /** The analytics script the shell is told to load; the stand-in served here when absent. */
  analyticsScriptUrl?: string | null;
  /** The hosted modules' manifest, read per request; by default the built-ins and the file TRELLIS_MODULES names. */
  modules?: () => ModuleManifest;
  /** Password sign-in throttling; in test mode the per-address limit is generous unless set here. */
  signInLimits?: Partial<SignInLimits>;
  /** The built app, served on the same origin; absent in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The proxies in front whose X-Forwarded-* headers are believed (TRELLIS_TRUST_PROXY); none by default. */
  trustProxy?: boolean | number | string[];
  /** Origins a shell may call this API from (TRELLIS_CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** config.json's API and telemetry settings. */
  deployment?: DeploymentSettings;
  /** `/metrics` asks for this bearer token when set (TRELLIS_METRICS_TOKEN); open otherwise. */
  metricsToken?: string | null;
  /** True once a shutdown began: /readyz answers 503 so that no new traffic comes. */
  isDraining?: () => boolean;
}

/** `/{ptl}/api/...` (the token's portal prefix) reaches the same routes as `/api/...`. */
function stripPortalPrefix(url = '/'): string {
  return url.replace(/^\/[A-Za-z0-9_-]+(?=\/api\/)/, '');
}

export async function buildServer(options: ServerOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify takes a hop count too (its types leave the number out).
    trustProxy: (options.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    // The shell's X-Request-Id (or a new id) names the request in every log line and in the answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The trace the shell's `traceparent` names, in every log line of the request.
    childLoggerFactory: (logger, bindings, childOptions, rawRequest) =>
      logger.child({ ...bindings, ...traceLogBindings(rawRequest) }, childOptions),
    rewriteUrl: (request) => stripPortalPrefix(request.url),
    // Errors of the router (a malformed or over-long address) and of Node's HTTP parser are problem details too.
    frameworkErrors: sendProblem,
    clientErrorHandler: answerConnectionError,
  });
  const modules = options.modules ?? moduleManifest();
  // First, so that every answer carries the headers, also one a later hook (a test fault) sends early.
  await app.register(securityHeaders, {
    modules: () => modulePolicySources(modules()),
    inlineScriptHashes: importMapHashes(options.staticDir),
    apiAddresses: [
      options.deployment?.apiBaseUrl ?? null,
      options.deployment?.telemetryEndpoint ?? null,
      ...(options.deployment?.apiTokenOrigins ?? []),
    ],
    db: options.db,
    oidcAuthority: options.oidcAuthority ?? null,
    analyticsScriptUrl: options.analyticsScriptUrl ?? ANALYTICS_STAND_IN_PATH,
    violationReportUri: options.testMode ? TEST_MODE_REPORT_URI : null,
  });
  echoRequestId(app);
  serveMetrics(app, { token: options.metricsToken ?? null });
  allowOrigins(app, options.corsOrigins ?? []);
  app.decorateRequest('session', null);
  app.setErrorHandler(sendProblem);
  app.setValidatorCompiler(compileRequestValidator);
  await app.register(formbody);
  acceptOnlyDeclaredMediaTypes(app);
  refuseLongUrls(app);
  noStoreUnlessChosen(app);
  issueCsrfCookie(app);
  if (options.testMode || options.pactStates) {
    // The test harness (server/test-harness) is loaded only here, so that production never runs a line of it.
    const { registerTestHarness } = await import('../test-harness/register-test-harness.ts');
    await registerTestHarness(app, { db: options.db, testMode: options.testMode, pactStates: !!options.pactStates });
  }
  await validateResponses(app);

  const signingKey = await loadSigningKey(options.db);
  const oidc = options.oidcAuthority ? createOidcTokenVerifier(options.oidcAuthority) : undefined;
  const securityHandlers = { bearerAuth: withCsrfCheck(createBearerAuth(options.db, signingKey, oidc)) };
  const signInThrottle = createSignInThrottle({
    ...DEFAULT_SIGN_IN_LIMITS,
    ...(options.testMode ? { failuresPerAddressPerMinute: TEST_MODE_FAILURES_PER_ADDRESS_PER_MINUTE } : {}),
    ...options.signInLimits,
  });
  registerHealthChecks(app, options.db, options.isDraining ?? (() => false));
  app.get('/config.json', () =>
    runtimeConfig(
      options.oidcAuthority ?? null,
      options.analyticsScriptUrl ?? ANALYTICS_STAND_IN_PATH,
      options.deployment,
      configuredModules(modules()),
    ),
  );
  app.get(ANALYTICS_STAND_IN_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(readFileSync(ANALYTICS_STAND_IN_FILE, 'utf8')),
  );
  for (const [document, handlersOf] of Object.entries(SERVICES)) {
    await app.register(openapiGlue, {
      specification: `${options.openapiDir}/${document}.yaml`,
      serviceHandlers: handlersOf({ db: options.db, signingKey, signInThrottle }),
      securityHandlers,
    });
  }

  const staticDir = options.staticDir;
  if (staticDir && existsSync(`${staticDir}/index.html`)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOfStaticFile(path)),
    });
    app.setNotFoundHandler((request, reply) => {
      // A missing asset (an old chunk after a deploy) must fail as such, not arrive as the app's HTML.
      const isPageRequest =
        request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
      if (isPageRequest) return reply.type('text/html').sendFile('index.html');
      return sendProblem(problem(404, `No route for ${request.method} ${request.url}`), request, reply);
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      sendProblem(problem(404, `No route for ${request.method} ${request.url}`), request, reply),
    );
  }
  return app;
}
