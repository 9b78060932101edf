import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchCurrentTenant, fetchUserTenants } from '@/entities/tenant';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, uuid } = MatchersV3;
const pact = pactWith('access');

describe('access service: tenants', () => {
  it('lists the tenants of a user with TENANTS_LIST', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { granted: ['TENANTS_LIST'] })
      .uponReceiving('a read of the tenants the user can switch to')
      .withRequest('GET', '/api/access/v1/users/current/tenants', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          // parentName is null for a top tenant and a name for a sandbox: left out of the per-item template.
          eachLike({
            guid: uuid('3f2c1e0a-5b7d-4c1e-9a2b-000000000001'),
            name: like('Acme Corp'),
            buyingType: like('STANDARD'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const tenants = await fetchUserTenants(signedInClientFor(server.url));
        expect(tenants?.[0]).toMatchObject({ name: 'Acme Corp', buyingType: 'STANDARD' });
      });
  });

  it('gives null without TENANTS_LIST', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { denied: ['TENANTS_LIST'] })
      .uponReceiving('a read of the tenants by a user without TENANTS_LIST')
      .withRequest('GET', '/api/access/v1/users/current/tenants', (request) => request.headers(authorized))
      .willRespondWith(403)
      .executeTest(async (server) => {
        expect(await fetchUserTenants(signedInClientFor(server.url))).toBeNull();
      });
  });

  it('answers the current tenant', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a read of the current tenant')
      .withRequest('GET', '/api/access/v1/tenants/current', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          guid: uuid('3f2c1e0a-5b7d-4c1e-9a2b-000000000001'),
          name: like('Acme Corp'),
          parentName: null,
          buyingType: like('STANDARD'),
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchCurrentTenant(signedInClientFor(server.url))).toMatchObject({ name: 'Acme Corp' });
      });
  });
});
