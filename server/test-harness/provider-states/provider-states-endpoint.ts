import type { FastifyInstance } from 'fastify';

import type { Db } from '../../src/db/database.ts';
import { problem } from '../../src/http/problem.ts';
import { STATE_HANDLERS, type StateParams } from './state-handlers.ts';

export const PROVIDER_STATES_PATH = '/_pact/provider-states';

interface StateChange {
  /** Empty or absent for an interaction without a provider state: nothing to set up. */
  state?: string;
  params?: StateParams;
  action?: 'setup' | 'teardown';
}

const stateChangeSchema = {
  type: 'object',
  properties: {
    state: { type: 'string' },
    params: { type: 'object' },
    action: { enum: ['setup', 'teardown'] },
  },
} as const;

/**
 * Pact's provider-state endpoint (the verifier's `--state-change-url`): sets a named situation up and answers the
 * values the pacts inject with `fromProviderState`. Registered only when the server was started with
 * TRELLIS_PACT_STATES=1: it signs users in without their password.
 */
export function registerProviderStates(app: FastifyInstance, db: Db): void {
  app.post<{ Body: StateChange | undefined }>(
    PROVIDER_STATES_PATH,
    { schema: { body: stateChangeSchema } },
    async (request) => {
      const { state = '', params = {}, action = 'setup' } = request.body ?? {};
      if (state === '') return {};
      const handler = STATE_HANDLERS[state];
      if (!handler) throw problem(400, `No provider state is called "${state}".`);
      // Every setup builds its whole situation, so nothing needs undoing.
      if (action === 'teardown') return {};
      return handler(params, { app, db });
    },
  );
}
