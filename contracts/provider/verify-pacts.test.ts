import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PACT_DIR } from '../support/pact';
import { startProviderServer, type ProviderServer } from './provider-server';

const pactFiles = readdirSync(PACT_DIR).filter((name) => name.endsWith('.json'));

describe('provider verification against the reference server', () => {
  let server: ProviderServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startProviderServer();
    const { port } = server.app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(() => server.close());

  it.each(pactFiles)('honours %s', async (file) => {
    await new Verifier({
      providerBaseUrl: baseUrl,
      pactUrls: [`${PACT_DIR}/${file}`],
      stateHandlers: server.stateHandlers,
      requestFilter: server.requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
