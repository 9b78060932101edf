import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchOrganizationTree, fetchUserOrganizations } from '@/entities/organization';
import { fetchAccessLevels, fetchOrgGroupUsers } from '@/pages/organization';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, integer } = MatchersV3;
const pact = pactWith('access');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };
const leaf = {
  Id: like('org-acme-emea-de'),
  Name: like('Germany'),
  ParentId: like('org-acme-emea'),
  Position: integer(0),
  Children: [],
};

describe('access service: organisations', () => {
  it("answers the tenant's organisation tree", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a read of the organisation tree')
      .withRequest('GET', '/api/access/v1/organizations/root-tree', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            Id: like('org-acme'),
            Name: like('Acme Corp'),
            ParentId: null,
            Position: integer(0),
            Children: eachLike({
              Id: like('org-acme-emea'),
              Name: like('EMEA'),
              ParentId: like('org-acme'),
              Position: integer(0),
              Children: eachLike(leaf),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const tree = await fetchOrganizationTree(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(tree?.[0]?.Children[0]?.Children[0]?.Name).toBe('Germany');
      });
  });

  it('gives null when the tree fails, so that the invited organisation is used', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.organizationTreeFailing)
      .uponReceiving('a read of the organisation tree while the service fails')
      .withRequest('GET', '/api/access/v1/organizations/root-tree', (request) => request.headers(authorized))
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchOrganizationTree(clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });

  it('refuses the tree to a user without Login (403), who reads the invited organisation instead', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving('a read of the organisation tree by a user without Login')
      .withRequest('GET', '/api/access/v1/organizations/root-tree', (request) => request.headers(authorized))
      .willRespondWith(403)
      .executeTest(async (server) => {
        expect(await fetchOrganizationTree(clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });

  it("answers the user's organisations", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving("a read of the analyst's organisations")
      .withRequest('GET', '/api/access/v1/users/current/organizations', (request) => request.headers(authorized))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(leaf)))
      .executeTest(async (server) => {
        const organizations = await fetchUserOrganizations(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(organizations?.[0]?.Name).toBe('Germany');
      });
  });

  it("answers the user's access levels", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving("a read of the admin's access levels")
      .withRequest('GET', '/api/access/v1/access-levels/current', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ organizationId: like('org-acme'), level: like('Admin') })),
      )
      .executeTest(async (server) => {
        const levels = await fetchAccessLevels(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(levels).toEqual([{ organizationId: 'org-acme', level: 'Admin' }]);
      });
  });

  it("answers the people of the user's organisation group", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving("a read of the users of the analyst's organisation group")
      .withRequest('GET', '/api/v1/private/orggroupuser/get', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            Id: like('7a1d9c2e-0000-4000-8000-000000000002'),
            FullName: like('Amira Analyst'),
            Email: like('analyst@acme.test'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [person] = await fetchOrgGroupUsers(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(person?.Email).toBe('analyst@acme.test');
      });
  });
});
