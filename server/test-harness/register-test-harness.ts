import type { FastifyInstance } from 'fastify';

import type { Db } from '../src/db/database.ts';
import { cspReportCollector } from './csp-reports.ts';
import { registerProviderStates } from './provider-states/provider-states-endpoint.ts';
import { testRoutes } from './test-routes.ts';

export interface TestHarnessOptions {
  db: Db;
  /** TRELLIS_TEST_MODE: faults, latency and the request log under /__test, and the CSP reports' collector. */
  testMode: boolean;
  /** TRELLIS_PACT_STATES: Pact's provider-state endpoint. */
  pactStates: boolean;
}

/** Everything a test reaches on the server that production never has: the server's one call into this folder. */
export async function registerTestHarness(app: FastifyInstance, options: TestHarnessOptions): Promise<void> {
  if (options.testMode) {
    await app.register(testRoutes);
    await app.register(cspReportCollector);
  }
  if (options.pactStates) registerProviderStates(app, options.db);
}
