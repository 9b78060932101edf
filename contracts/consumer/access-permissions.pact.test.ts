import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchGrantedPermissions } from '@/entities/permission';

import { authorized, clientFor, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean } = MatchersV3;
const pact = pactWith('access');

describe('access service: permissions', () => {
  it('maps permission names to booleans; only the true ones are loaded', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, {
        granted: ['AutoRefreshToken', 'SessionTimeoutWarning'],
        denied: ['TENANTS_LIST'],
      })
      .uponReceiving('a read of the permissions of a user who may not list tenants')
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
        expect(await fetchGrantedPermissions(signedInClientFor(server.url))).toEqual([
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
