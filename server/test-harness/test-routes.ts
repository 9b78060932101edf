import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import { scopeOf } from './test-scope.ts';

/** A fault injected into every request matching method and path (test mode only). */
export interface Fault {
  method: string;
  path: string;
  status?: number;
  delayMs?: number;
  malformedBody?: boolean;
  /** A JSON body answered instead of the route's (with `status`, else 200): for data the shell must survive. */
  body?: unknown;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
  /** Only requests carrying the cookie `trellis-test-scope` with this value: parallel tests don't meet. */
  scope?: string;
}

interface RecordedRequest {
  method: string;
  path: string;
  at: string;
  scope: string | null;
}

const faultSchema = {
  type: 'object',
  required: ['method', 'path'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', minLength: 1 },
    path: { type: 'string', pattern: '^/' },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 60000 },
    malformedBody: { type: 'boolean' },
    body: {},
    times: { type: 'integer', minimum: 1 },
    scope: { type: 'string', minLength: 1 },
  },
} as const;

const latencySchema = {
  type: 'object',
  required: ['scope', 'maxMs'],
  additionalProperties: false,
  properties: { scope: { type: 'string', minLength: 1 }, maxMs: { type: 'integer', minimum: 0, maximum: 10000 } },
} as const;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/**
 * Test-mode routes under /__test: inject faults per route and read the requests the server received.
 * Never registered unless the server was started for tests.
 */
async function registerTestRoutes(app: FastifyInstance): Promise<void> {
  let faults: Fault[] = [];
  /** Per test scope: every request of the scope waits a random time up to this many milliseconds. */
  const latencies = new Map<string, number>();
  const received: RecordedRequest[] = [];
  const malformed = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (path.startsWith('/__test')) return;
    const scope = scopeOf(request);
    received.push({ method: request.method, path, at: new Date().toISOString(), scope });
    const latency = scope === null ? undefined : latencies.get(scope);
    if (latency) await sleep(Math.random() * latency);
    const fault = faults.find(
      (f) =>
        f.method.toUpperCase() === request.method && f.path === path && (f.scope === undefined || f.scope === scope),
    );
    if (!fault) return;
    if (fault.times !== undefined && --fault.times <= 0) faults = faults.filter((f) => f !== fault);
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.malformedBody) malformed.add(request);
    // Sent as text: the route's response validation must not turn the planted body into a 500.
    if (fault.body !== undefined)
      return reply
        .status(fault.status ?? 200)
        .type('application/json')
        .send(JSON.stringify(fault.body));
    if (fault.status) {
      return reply
        .status(fault.status)
        .type('application/problem+json')
        .send({ type: 'about:blank', title: 'Injected fault', status: fault.status, detail: 'Injected by a test.' });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!malformed.has(request)) return payload;
    reply.header('content-type', 'application/json');
    return '{"malformed": tr';
  });

  app.put('/__test/faults', { schema: { body: faultSchema } }, async (request, reply) => {
    faults.push(request.body as Fault);
    return reply.status(204).send();
  });
  app.put('/__test/latency', { schema: { body: latencySchema } }, async (request, reply) => {
    const { scope, maxMs } = request.body as { scope: string; maxMs: number };
    latencies.set(scope, maxMs);
    return reply.status(204).send();
  });
  app.delete('/__test/faults', async (_request, reply) => {
    faults = [];
    latencies.clear();
    return reply.status(204).send();
  });
  app.get('/__test/requests', async (request) => {
    const { scope } = request.query as { scope?: string };
    return scope ? received.filter((r) => r.scope === scope) : received;
  });
  app.delete('/__test/requests', async (_request, reply) => {
    received.length = 0;
    return reply.status(204).send();
  });
}

/** Not encapsulated: its hooks see every route of the server. */
export const testRoutes = fastifyPlugin(registerTestRoutes, { name: 'trellis-test-routes' });
