import type { FastifyInstance } from 'fastify';

import type { Db } from './db/database.ts';

/** How long a shutdown waits for the requests in flight before it cuts the connections left. */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM (an orchestrator stopping the container) or SIGINT: /readyz turns 503, no new connection is taken, the
 * requests in flight finish (at most SHUTDOWN_GRACE_MS, then the connections left are cut), the database is closed
 * and the process exits: 0 when everything finished in time, 1 when something had to be cut.
 */
export function drainOnSignals(app: FastifyInstance, db: Db, beginDraining: () => void): void {
  const shutDown = (signal: NodeJS.Signals) => {
    beginDraining();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn('shutdown: requests still open after the grace period are cut');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    // A keep-alive connection whose request finished is idle now: it is let go at once instead of holding the
    // close until its client's timeout (Node lets go only of those idle when the close began).
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    void app.close().then(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      db.close();
      app.log.info('shut down: database closed');
      process.exit(cut ? 1 : 0);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
}
