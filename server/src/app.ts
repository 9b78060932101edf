import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createBearerAuth } from './auth/bearer-auth.ts';
import { createOidcTokenVerifier } from './auth/oidc-access-tokens.ts';
import { ANALYTICS_STAND_IN_PATH, runtimeConfig } from './http/runtime-config.ts';
import { loadSigningKey } from './auth/signing-key.ts';
import type { Db } from './db/database.ts';
import { sendProblem, problem } from './http/problem.ts';
import { validateResponses } from './http/response-validation.ts';
import { securityHeaders } from './http/security-headers.ts';
import { testSupport } from './http/test-support.ts';
import { SERVICES } from './services/registry.ts';

const ANALYTICS_STAND_IN_FILE = fileURLToPath(new URL('../public/gainsight-px-stand-in.js', import.meta.url));

export interface ServerOptions {
  db: Db;
  openapiDir: string;
  testMode: boolean;
  /** An external OpenID provider whose access tokens are accepted too (the shell's OIDC mode); off when absent. */
  oidcAuthority?: string | null;
  /** The analytics script the shell is told to load; the stand-in served here when absent. */
  analyticsScriptUrl?: string | null;
  /** The built app, served on the same origin; absent in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** `/{ptl}/api/...` (the token's portal prefix) reaches the same routes as `/api/...`. */
function stripPortalPrefix(url = '/'): string {
  return url.replace(/^\/[A-Za-z0-9_-]+(?=\/api\/)/, '');
}

export async function buildServer(options: ServerOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    rewriteUrl: (request) => stripPortalPrefix(request.url),
    // OpenAPI schemas may carry `example`, which JSON Schema does not know.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, keywords: ['example'] } },
  });
  // First, so that every answer carries the headers, also one a later hook (a test fault) sends early.
  await app.register(securityHeaders, {
    db: options.db,
    oidcAuthority: options.oidcAuthority ?? null,
    analyticsScriptUrl: options.analyticsScriptUrl ?? ANALYTICS_STAND_IN_PATH,
    collectViolationReports: options.testMode,
  });
  app.decorateRequest('session', null);
  app.setErrorHandler(sendProblem);
  await app.register(formbody);
  app.addContentTypeParser(
    'application/problem+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  // A bodiless POST may arrive chunked without a content type (proxies do this); only an empty body is accepted so.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if ((body as Buffer).length === 0) done(null, undefined);
    else done(Object.assign(new Error('Unsupported media type.'), { statusCode: 415 }), undefined);
  });
  if (options.testMode) await app.register(testSupport);
  await validateResponses(app);

  const signingKey = await loadSigningKey(options.db);
  const oidc = options.oidcAuthority ? createOidcTokenVerifier(options.oidcAuthority) : undefined;
  const securityHandlers = { bearerAuth: createBearerAuth(options.db, signingKey, oidc) };
  app.get('/config.json', () =>
    runtimeConfig(options.oidcAuthority ?? null, options.analyticsScriptUrl ?? ANALYTICS_STAND_IN_PATH),
  );
  app.get(ANALYTICS_STAND_IN_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(readFileSync(ANALYTICS_STAND_IN_FILE, 'utf8')),
  );
  for (const [document, handlersOf] of Object.entries(SERVICES)) {
    await app.register(openapiGlue, {
      specification: `${options.openapiDir}/${document}.yaml`,
      serviceHandlers: handlersOf({ db: options.db, signingKey }),
      securityHandlers,
    });
  }

  const staticDir = options.staticDir;
  if (staticDir && existsSync(`${staticDir}/index.html`)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false });
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
