import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchOrganizationTree, fetchUserOrganizations } from '@/entities/organization';
import { fetchAccessLevels, fetchOrgGroupUsers } from '@/pages/organization';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, integer } = MatchersV3;
const pact = pactWith('access');
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
      .given(PROVIDER_STATES.signedIn)
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
        const tree = await fetchOrganizationTree(signedInClientFor(server.url));
        expect(tree?.[0]?.Children[0]?.Children[0]?.Name).toBe('Germany');
      });
  });

  it('refuses the tree to a user without Login (403), who reads the invited organisation instead', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { denied: ['Login'] })
      .uponReceiving('a read of the organisation tree by a user without Login')
      .withRequest('GET', '/api/access/v1/organizations/root-tree', (request) => request.headers(authorized))
      .willRespondWith(403)
      .executeTest(async (server) => {
        expect(await fetchOrganizationTree(signedInClientFor(server.url))).toBeNull();
      });
  });

  it("answers the user's organisations", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the user's organisations")
      .withRequest('GET', '/api/access/v1/users/current/organizations', (request) => request.headers(authorized))
      // ParentId is null for a top organisation and an id below it: left out of the per-item template.
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ Id: leaf.Id, Name: leaf.Name, Position: leaf.Position, Children: [] })),
      )
      .executeTest(async (server) => {
        const organizations = await fetchUserOrganizations(signedInClientFor(server.url));
        expect(organizations?.[0]?.Name).toBe('Germany');
      });
  });

  it("answers the user's access levels", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the user's access levels")
      .withRequest('GET', '/api/access/v1/access-levels/current', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ organizationId: like('org-acme'), level: like('Admin') })),
      )
      .executeTest(async (server) => {
        const levels = await fetchAccessLevels(signedInClientFor(server.url));
        expect(levels).toEqual([{ organizationId: 'org-acme', level: 'Admin' }]);
      });
  });

  it("answers the people of the user's organisation group", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the users of the user's organisation group")
      .withRequest('GET', '/api/v1/private/orggroupuser/get', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            Id: like('0b7e3c9a-0000-4000-8000-0000000000bb'),
            FullName: like('Ada Example'),
            Email: like('ada@example.test'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [person] = await fetchOrgGroupUsers(signedInClientFor(server.url));
        expect(person?.Email).toBe('ada@example.test');
      });
  });
});
