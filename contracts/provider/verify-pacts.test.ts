import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import pactCore from '@pact-foundation/pact-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVIDER_STATES_PATH } from '../../server/test-harness/provider-states/provider-states-endpoint.ts';
import { startTestServer, type TestServer } from '../../server/test-harness/test-server/test-server.ts';
import { COMMITTED_PACT_DIR } from '../support/pact';

const pactFiles = readdirSync(COMMITTED_PACT_DIR).filter((name) => name.endsWith('.json'));

/**
 * The committed pacts against the reference server, the way a backend team verifies its own service: by URL, with
 * provider states set over HTTP (Pact's core verifier, the engine of the `pact-verifier` CLI).
 */
describe('provider verification against the reference server', () => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ testMode: false, pactStates: true });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => server.close());

  it('finds the pacts', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it.each(pactFiles)('honours %s', async (file) => {
    await pactCore.verifyPacts({
      providerBaseUrl: baseUrl,
      pactUrls: [`${COMMITTED_PACT_DIR}/${file}`],
      providerStatesSetupUrl: `${baseUrl}${PROVIDER_STATES_PATH}`,
      logLevel: 'warn',
    });
  });
});
