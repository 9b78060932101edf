import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTestServer, type TestServer } from '../test-server/test-server.ts';
import { PROVIDER_STATES_PATH } from './provider-states-endpoint.ts';

let server: TestServer;
let serverWithoutStates: TestServer;
beforeAll(async () => {
  [server, serverWithoutStates] = await Promise.all([startTestServer({ pactStates: true }), startTestServer()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([server.close(), serverWithoutStates.close()]);
});

const setUp = (state: string, params: Record<string, unknown> = {}, on = server) =>
  on.app.inject({ method: 'POST', url: PROVIDER_STATES_PATH, payload: { state, params, action: 'setup' } });

describe('the Pact provider-state endpoint', () => {
  it('is not there unless the server was started for it, also in test mode', async () => {
    expect((await setUp('a user is signed in', {}, serverWithoutStates)).statusCode).toBe(404);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['true', false],
    ['1', true],
  ])('TRELLIS_PACT_STATES=%s turns it on: %s', async (value, on) => {
    vi.resetModules();
    vi.stubEnv('TRELLIS_PACT_STATES', value);
    try {
      const { serverConfig } = await import('../../src/config.ts');
      expect(serverConfig.pactStates).toBe(on);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('signs a user with the asked permissions in and answers the values the pacts inject', async () => {
    const response = await setUp('a user is signed in', { denied: ['TENANTS_LIST'] });
    expect(response.statusCode).toBe(200);
    const values = response.json<Record<string, string>>();
    expect(Object.keys(values).sort()).toEqual(['accessToken', 'email', 'refreshToken', 'tenantId', 'userId']);

    const tenants = await server.app.inject({
      method: 'GET',
      url: '/api/access/v1/users/current/tenants',
      headers: { authorization: `Bearer ${values.accessToken}` },
    });
    expect(tenants.statusCode).toBe(403);
  });

  it('answers a teardown, and an interaction without a state, with no values', async () => {
    const teardown = await server.app.inject({
      method: 'POST',
      url: PROVIDER_STATES_PATH,
      payload: { state: 'a user is signed in', action: 'teardown' },
    });
    expect(teardown.json()).toEqual({});
    const none = await server.app.inject({ method: 'POST', url: PROVIDER_STATES_PATH, payload: { action: 'setup' } });
    expect(none.json()).toEqual({});
  });

  it('refuses a state it has no handler for, naming it', async () => {
    const response = await setUp('the moon is made of cheese');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('the moon is made of cheese');
  });
});
