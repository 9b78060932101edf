import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchCurrentTenant, fetchUserTenants } from '@/entities/tenant';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, uuid } = MatchersV3;
const pact = pactWith('access');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

describe('access service: tenants', () => {
  it('lists the tenants of a user with TENANTS_LIST', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a read of the tenants the admin can switch to')
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
        const tenants = await fetchUserTenants(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(tenants?.[0]).toMatchObject({ name: 'Acme Corp', buyingType: 'STANDARD' });
      });
  });

  it('gives null without TENANTS_LIST', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving('a read of the tenants by a user without TENANTS_LIST')
      .withRequest('GET', '/api/access/v1/users/current/tenants', (request) => request.headers(authorized))
      .willRespondWith(403)
      .executeTest(async (server) => {
        expect(await fetchUserTenants(clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });

  it('answers the current tenant', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
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
        expect(await fetchCurrentTenant(clientFor(server.url, PACT_ACCESS_TOKEN))).toMatchObject({ name: 'Acme Corp' });
      });
  });
});
