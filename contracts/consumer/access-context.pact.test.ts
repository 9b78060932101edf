import { MatchersV3 } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isRefusedGrant, requestRefreshedToken, TokenRejectedError } from '@/entities/session';
import { userContextQuery } from '@/features/switch-context';
import { clientFor, formBody, PACT_ACCESS_TOKEN, PACT_REFRESH_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = pactWith('access');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };
const scope = { tenantGuid: 'tenant', orgGroupGuid: 'group', role: 'role' };
const TOKEN = '/api/access/v1/oauth/token';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const refreshGrant = { grant_type: 'refresh_token', refresh_token: PACT_REFRESH_TOKEN, client_id: 'trellis' };
const jwt = (example: string) => regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, example);

describe('access service: the context a user can switch', () => {
  it("answers the admin's organisation groups, roles and current context", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving("a read of the admin's context")
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
        const client = clientFor(server.url, PACT_ACCESS_TOKEN);
        const context = await new QueryClient().fetchQuery(userContextQuery(scope, client));
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
        const context = await new QueryClient().fetchQuery(userContextQuery(scope, clientFor(server.url)));
        expect(context).toBeNull();
      });
  });

  it('switches the role on the refresh grant with role_id and switchRole', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a refresh grant switching the admin to their virtual role')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM).query({ role_id: 'Privacy Officer', switchRole: 'true' }), refreshGrant),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          access_token: jwt('eyJhbGciOiJFUzI1NiJ9.eyJyb2xlIjoiUHJpdmFjeSBPZmZpY2VyIn0.c2ln'),
          refresh_token: jwt('eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiIxIn0.c2ln'),
          token_type: 'Bearer',
          expires_in: integer(900),
        }),
      )
      .executeTest(async (server) => {
        const change = { role_id: 'Privacy Officer', switchRole: true };
        const tokens = await requestRefreshedToken(PACT_REFRESH_TOKEN, change, clientFor(server.url));
        expect(tokens.refresh_token).toContain('.');
      });
  });

  it('refuses a role the user does not have as invalid_request, which leaves the session going', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.analystSignedIn)
      .uponReceiving('a refresh grant switching the analyst to a role they do not have')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM).query({ role_id: 'Site Admin', switchRole: 'true' }), refreshGrant),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({ error: 'invalid_request', error_description: like('The user cannot take that role.') }),
      )
      .executeTest(async (server) => {
        const change = { role_id: 'Site Admin', switchRole: true };
        const attempt = requestRefreshedToken(PACT_REFRESH_TOKEN, change, clientFor(server.url));
        await expect(attempt).rejects.toBeInstanceOf(TokenRejectedError);
        expect(isRefusedGrant(await attempt.catch((error: unknown) => error))).toBe(false);
      });
  });
});
