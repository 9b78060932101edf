import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import {
  type ContextSwitch,
  isRefusedGrant,
  requestRefreshedToken,
  TokenRejectedError,
} from '@/entities/session/api/token-api';
import { fetchUserContext } from '@/entities/user-context';

import {
  authorized,
  clientFor,
  EXAMPLE_REFRESH_TOKEN,
  formBody,
  fromState,
  pactWith,
  signedInClientFor,
} from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';
import { FORM, jwtLike, TOKEN } from '../support/token-grants';

const { eachLike, integer, like, uuid } = MatchersV3;
const pact = pactWith('access');
const refreshGrant = {
  grant_type: 'refresh_token',
  refresh_token: fromState('${refreshToken}', EXAMPLE_REFRESH_TOKEN),
  client_id: 'trellis',
};
const EXAMPLE_ORG_GROUP = '0b7e3c9a-0000-4000-8000-0000000000bb';
const EXAMPLE_ORGANIZATION = 'example-organization';
const EXAMPLE_ROLE = 'Example Role';

describe('access service: the context a user can switch', () => {
  it("answers the user's organisation groups, roles and current context", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in user's context")
      .withRequest('GET', '/api/access/v1/users/current/context', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          orgGroups: eachLike({ guid: uuid('b5e0c4d1-0000-4000-8000-000000000001'), name: like('Headquarters') }),
          roles: eachLike('Site Admin'),
          current: {
            orgGroupGuid: uuid('b5e0c4d1-0000-4000-8000-000000000001'),
            organization: { Id: like('org-acme'), Name: like('Acme Corp') },
            role: like('Site Admin'),
          },
        }),
      )
      .executeTest(async (server) => {
        const context = await fetchUserContext(signedInClientFor(server.url));
        expect(context).toEqual({
          orgGroups: [{ guid: 'b5e0c4d1-0000-4000-8000-000000000001', name: 'Headquarters' }],
          roles: ['Site Admin'],
          current: {
            orgGroupGuid: 'b5e0c4d1-0000-4000-8000-000000000001',
            organization: { Id: 'org-acme', Name: 'Acme Corp' },
            role: 'Site Admin',
          },
        });
      });
  });

  it('gives null without a session, and the menu stays away', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the context without a token')
      .withRequest('GET', '/api/access/v1/users/current/context')
      .willRespondWith(401)
      .executeTest(async (server) => {
        const context = await fetchUserContext(clientFor(server.url));
        expect(context).toBeNull();
      });
  });

  const grantedTokens = {
    access_token: jwtLike('eyJhbGciOiJFUzI1NiJ9.eyJyb2xlIjoiUHJpdmFjeSBPZmZpY2VyIn0.c2ln'),
    refresh_token: jwtLike('eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiIxIn0.c2ln'),
    token_type: 'Bearer',
    expires_in: integer(900),
  };

  /** A switch request: its query takes the provider state's value `${name}`, the consumer sends `example`. */
  interface Switch {
    what: string;
    state: string;
    params?: { granted?: string[]; denied?: string[] };
    query: Record<string, unknown>;
    change: ContextSwitch;
  }

  const switches: Switch[] = [
    {
      what: 'to their second role with role_id and switchRole',
      state: PROVIDER_STATES.secondRole,
      query: { role_id: fromState('${otherRole}', EXAMPLE_ROLE), switchRole: 'true' },
      change: { role_id: EXAMPLE_ROLE, switchRole: true },
    },
    {
      what: 'to another organisation group of theirs with orggroup_id',
      state: PROVIDER_STATES.secondOrgGroup,
      query: { orggroup_id: fromState('${otherOrgGroupId}', EXAMPLE_ORG_GROUP) },
      change: { orggroup_id: EXAMPLE_ORG_GROUP },
    },
    {
      what: 'to another organisation with organization_id',
      state: PROVIDER_STATES.otherOrganization,
      params: { granted: ['Login'] },
      query: { organization_id: fromState('${otherOrganizationId}', EXAMPLE_ORGANIZATION) },
      change: { organization_id: EXAMPLE_ORGANIZATION },
    },
  ];

  it.each(switches)(
    'grants a refresh grant switching the user $what',
    async ({ what, state, params, query, change }) => {
      await pact
        .addInteraction()
        .given(state, params)
        .uponReceiving(`a refresh grant switching the user ${what}`)
        .withRequest('POST', TOKEN, (request) => formBody(request.headers(FORM).query(query as never), refreshGrant))
        .willRespondWith(200, (response) => response.jsonBody(grantedTokens))
        .executeTest(async (server) => {
          const tokens = await requestRefreshedToken(clientFor(server.url), EXAMPLE_REFRESH_TOKEN, change);
          expect(tokens.refresh_token).toContain('.');
        });
    },
  );

  const refusals: (Switch & { description: string })[] = [
    {
      what: 'a role they do not have',
      state: PROVIDER_STATES.foreignRole,
      query: { role_id: fromState('${foreignRole}', EXAMPLE_ROLE), switchRole: 'true' },
      change: { role_id: EXAMPLE_ROLE, switchRole: true },
      description: 'The user cannot take that role.',
    },
    {
      what: 'an organisation group they are not in',
      state: PROVIDER_STATES.foreignOrgGroup,
      query: { orggroup_id: fromState('${foreignOrgGroupId}', EXAMPLE_ORG_GROUP) },
      change: { orggroup_id: EXAMPLE_ORG_GROUP },
      description: 'The user is not in that organisation group of this tenant.',
    },
    {
      what: 'an organisation outside the one they were invited to (no Login)',
      state: PROVIDER_STATES.foreignOrganization,
      params: { denied: ['Login'] },
      query: { organization_id: fromState('${foreignOrganizationId}', EXAMPLE_ORGANIZATION) },
      change: { organization_id: EXAMPLE_ORGANIZATION },
      description: 'The user may not work in that organisation.',
    },
  ];

  it.each(refusals)(
    'refuses switching the user to $what as invalid_request, which leaves the session going',
    async ({ what, state, params, query, change, description }) => {
      await pact
        .addInteraction()
        .given(state, params)
        .uponReceiving(`a refresh grant switching the user to ${what}`)
        .withRequest('POST', TOKEN, (request) => formBody(request.headers(FORM).query(query as never), refreshGrant))
        .willRespondWith(400, (response) =>
          response.jsonBody({ error: 'invalid_request', error_description: like(description) }),
        )
        .executeTest(async (server) => {
          const attempt = requestRefreshedToken(clientFor(server.url), EXAMPLE_REFRESH_TOKEN, change);
          await expect(attempt).rejects.toBeInstanceOf(TokenRejectedError);
          expect(isRefusedGrant(await attempt.catch((error: unknown) => error))).toBe(false);
        });
    },
  );
});
