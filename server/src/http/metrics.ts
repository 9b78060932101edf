import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

import { TELEMETRY_PATH } from './runtime-config.ts';

export const METRICS_PATH = '/metrics';
const TOKEN_PATH = '/api/access/v1/oauth/token';
/** A request no route took is counted under one name: the addresses people mistype would make a series each. */
const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsOptions {
  /** When set, `/metrics` answers only a request with `Authorization: Bearer <token>` (TRELLIS_METRICS_TOKEN). */
  token?: string | null;
}

/** The grants the token endpoint offers; anything else a caller sends is counted as one. */
const GRANTS = ['password', 'refresh_token', 'authorization_code'];
const grantOf = (body: Record<string, unknown> | undefined) =>
  GRANTS.includes(String(body?.grant_type)) ? String(body?.grant_type) : 'other';
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * `/metrics` in Prometheus' text exposition format (prom-client): requests by route, method and status with their
 * durations, the shell's telemetry reports by kind, failed sign-ins by grant and answer, and the process' own figures.
 */
export function serveMetrics(app: FastifyInstance, options: MetricsOptions = {}): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'trellis_' });
  const requests = new Counter({
    name: 'trellis_http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'trellis_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const reports = new Counter({
    name: 'trellis_telemetry_reports_total',
    help: "The shell's telemetry reports accepted, by kind (error, web-vital).",
    labelNames: ['kind'],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'trellis_sign_in_failures_total',
    help: 'Token requests refused, by grant and status (400: wrong credentials or token, 429: throttled).',
    labelNames: ['grant', 'status'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { route: routeOf(request), method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    const body = request.body as Record<string, unknown> | undefined;
    // Answered 204, the body was a report its schema allows: its kind is one of the two.
    if (labels.route === TELEMETRY_PATH && reply.statusCode === 204) reports.inc({ kind: String(body?.kind) });
    if (labels.route === TOKEN_PATH && (reply.statusCode === 400 || reply.statusCode === 429))
      signInFailures.inc({ grant: grantOf(body), status: labels.status });
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`)
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'a bearer token is needed' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
