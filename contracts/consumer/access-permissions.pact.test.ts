import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchGrantedPermissions } from '@/entities/permission';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean } = MatchersV3;
const pact = pactWith('access');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

describe('access service: permissions', () => {
  it('maps permission names to booleans; only the true ones are loaded', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving("a read of the analyst's permissions")
      .withRequest('GET', '/api/access/v1/permissions', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          AutoRefreshToken: true,
          SessionTimeoutWarning: true,
          TENANTS_LIST: false,
          ProductAnalytics: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchGrantedPermissions(clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual([
          'AutoRefreshToken',
          'SessionTimeoutWarning',
        ]);
      });
  });

  it('loads no permissions when the read fails', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of permissions without a token')
      .withRequest('GET', '/api/access/v1/permissions')
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect(await fetchGrantedPermissions(clientFor(server.url))).toEqual([]);
      });
  });
});
