import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  endServerSession,
  fetchLegacyCurrentUser,
  fetchTenantOfContext,
  fetchUserType,
  requestCodeToken,
  requestPasswordToken,
  requestRefreshedToken,
  TokenRejectedError,
} from '@/entities/session';
import { clientFor, formBody, PACT_ACCESS_TOKEN, PACT_REFRESH_TOKEN, PACT_SSO_CODE, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like, integer, regex, uuid } = MatchersV3;
const pact = pactWith('access');
const TOKEN = '/api/access/v1/oauth/token';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const jwt = (example: string) => regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, example);
const tokenPair = {
  access_token: jwt('eyJhbGciOiJFUzI1NiJ9.eyJndWlkIjoiMSJ9.c2ln'),
  refresh_token: jwt('eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiIxIn0.c2ln'),
  token_type: 'Bearer',
  expires_in: integer(900),
  scope: 'read',
};

describe('access service: session', () => {
  it('issues tokens for the password grant', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminHasDemoPassword)
      .uponReceiving('a password grant with the right password')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'password',
          username: 'admin@acme.test',
          password: 'trellis-demo',
          scope: 'read',
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestPasswordToken('admin@acme.test', 'trellis-demo', clientFor(server.url));
        expect(tokens.expires_in).toBe(900);
      });
  });

  it('answers invalid_grant for a wrong password, and the caller gets the rejection', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminHasDemoPassword)
      .uponReceiving('a password grant with a wrong password')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'password',
          username: 'admin@acme.test',
          password: 'wrong',
          scope: 'read',
          client_id: 'trellis',
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({
          error: 'invalid_grant',
          error_description: like('The e-mail address or password is wrong.'),
        }),
      )
      .executeTest(async (server) => {
        const attempt = requestPasswordToken('admin@acme.test', 'wrong', clientFor(server.url));
        await expect(attempt).rejects.toBeInstanceOf(TokenRejectedError);
        await expect(attempt).rejects.toMatchObject({ code: 'invalid_grant' });
      });
  });

  it('issues new tokens for the refresh grant, with a tenant switch', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a refresh grant switching to Acme Sandbox')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM).query({ tenant_id: '3f2c1e0a-5b7d-4c1e-9a2b-000000000002' }), {
          grant_type: 'refresh_token',
          refresh_token: PACT_REFRESH_TOKEN,
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestRefreshedToken(
          PACT_REFRESH_TOKEN,
          { tenant_id: '3f2c1e0a-5b7d-4c1e-9a2b-000000000002' },
          clientFor(server.url),
        );
        expect(tokens.access_token).toContain('.');
      });
  });

  it('issues tokens for the one-time code of single sign-on', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.ssoCodeIssued)
      .uponReceiving('an authorization_code grant with the SSO code')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'authorization_code',
          code: PACT_SSO_CODE,
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestCodeToken(PACT_SSO_CODE, clientFor(server.url));
        expect(tokens.refresh_token).toContain('.');
      });
  });

  it('answers invalid_grant for a used or unknown SSO code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an authorization_code grant with an unknown code')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'authorization_code',
          code: 'unknown-code',
          client_id: 'trellis',
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({ error: 'invalid_grant', error_description: like('The sign-in code is invalid.') }),
      )
      .executeTest(async (server) => {
        await expect(requestCodeToken('unknown-code', clientFor(server.url))).rejects.toMatchObject({
          code: 'invalid_grant',
        });
      });
  });

  it('ends the session on logout', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a logout')
      .withRequest('POST', '/api/access/v1/auth/logout', (request) =>
        request.headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(endServerSession(clientFor(server.url, PACT_ACCESS_TOKEN))).resolves.toBeUndefined();
      });
  });

  it('answers the SAML user type of an e-mail', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.globexUsesSaml)
      .uponReceiving('a user-type lookup for an SSO user')
      .withRequest('POST', '/api/access/v1/saml-settings/user-type', (request) =>
        request.jsonBody({ Email: 'sso@globex.test' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          IsEnabled: true,
          IdentityProviderSignOutUrl: like('https://idp.globex.test/logout'),
          IsOpenSaml4: true,
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchUserType('sso@globex.test', clientFor(server.url))).toMatchObject({
          IsEnabled: true,
          IsOpenSaml4: true,
        });
      });
  });

  it('gives null when the user-type lookup fails, so that sign-in falls back to /auth', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.userTypeFailing)
      .uponReceiving('a user-type lookup while the service fails')
      .withRequest('POST', '/api/access/v1/saml-settings/user-type', (request) =>
        request.jsonBody({ Email: 'admin@acme.test' }),
      )
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchUserType('admin@acme.test', clientFor(server.url))).toBeNull();
      });
  });

  it('resolves the tenant of a context', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.sandboxContextExists)
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a tenant context lookup')
      .withRequest('GET', '/api/access/v1/tenants/context', (request) =>
        request
          .query({ context: 'sandbox-review', contextVersion: '1' })
          .headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ Id: uuid('3f2c1e0a-5b7d-4c1e-9a2b-000000000002') }))
      .executeTest(async (server) => {
        const tenant = await fetchTenantOfContext('sandbox-review', '1', clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(tenant).toBe('3f2c1e0a-5b7d-4c1e-9a2b-000000000002');
      });
  });

  it('treats a failing tenant context lookup as false', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a lookup of an unknown tenant context')
      .withRequest('GET', '/api/access/v1/tenants/context', (request) =>
        request
          .query({ context: 'unknown', contextVersion: '1' })
          .headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(404)
      .executeTest(async (server) => {
        expect(await fetchTenantOfContext('unknown', '1', clientFor(server.url, PACT_ACCESS_TOKEN))).toBe(false);
      });
  });

  it('answers the legacy current user', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a legacy current-user read')
      .withRequest('GET', '/api/access/v1/users/current/legacy', (request) =>
        request.headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ CurrentTenant: uuid('3f2c1e0a-5b7d-4c1e-9a2b-000000000001'), Email: 'admin@acme.test' }),
      )
      .executeTest(async (server) => {
        expect(await fetchLegacyCurrentUser(clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual({
          CurrentTenant: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
          Email: 'admin@acme.test',
        });
      });
  });
});
