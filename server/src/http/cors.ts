import type { FastifyInstance } from 'fastify';

/** What the shell sends to its API (src/shared/api/middleware/standard-headers.ts) and may read back. */
const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Accept-Language, Cache-Control, Pragma, X-Request-Id, X-XSRF-TOKEN, ' +
  'traceparent, tracestate';
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for a shell served from another origin (TRELLIS_CORS_ORIGINS, docs/deploying.md): only the listed origins,
 * without credentials (the shell sends its bearer token in a header, not a cookie). A preflight from a listed
 * origin is answered here; any other origin gets no CORS headers, so its browser keeps the answer from it.
 */
export function allowOrigins(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
        .send();
    }
  });
}
