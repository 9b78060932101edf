import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/database.ts';

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

/**
 * `/healthz`: the process answers (a liveness probe restarts it otherwise). `/readyz`: it can serve, so a load
 * balancer may send it traffic: the database answers and the server is not draining for a shutdown; 503 otherwise.
 */
export function registerHealthChecks(app: FastifyInstance, db: Db, isDraining: () => boolean): void {
  app.get(HEALTH_PATHS.alive, async () => ({ status: 'alive' }));
  app.get(HEALTH_PATHS.ready, async (request, reply) => {
    if (isDraining()) return reply.status(503).send({ status: 'draining' });
    try {
      db.prepare('SELECT 1').get();
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'readiness: the database does not answer');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
