import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import {
  endServerSession,
  fetchLegacyCurrentUser,
  fetchTenantOfContext,
  fetchUserType,
} from '@/entities/session/api/session-api';
import {
  requestCodeToken,
  requestPasswordToken,
  requestRefreshedToken,
  TokenRejectedError,
} from '@/entities/session/api/token-api';

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

const { like, integer, uuid } = MatchersV3;
const pact = pactWith('access');
const EXAMPLE_USER = 'user@example.test';
const EXAMPLE_PASSWORD = 'example-password';
const EXAMPLE_TENANT = '0b7e3c9a-0000-4000-8000-0000000000aa';
const EXAMPLE_CODE = 'example-sso-code';
const tokenPair = {
  access_token: jwtLike('eyJhbGciOiJFUzI1NiJ9.eyJndWlkIjoiMSJ9.c2ln'),
  refresh_token: jwtLike('eyJhbGciOiJFUzI1NiJ9.eyJqdGkiOiIxIn0.c2ln'),
  token_type: 'Bearer',
  expires_in: integer(900),
  scope: 'read',
};

describe('access service: session', () => {
  it('issues tokens for the password grant', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.passwordUser)
      .uponReceiving('a password grant with the right password')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'password',
          username: fromState('${username}', EXAMPLE_USER),
          password: fromState('${password}', EXAMPLE_PASSWORD),
          scope: 'read',
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestPasswordToken(clientFor(server.url), EXAMPLE_USER, EXAMPLE_PASSWORD);
        expect(tokens.expires_in).toBe(900);
      });
  });

  it('answers invalid_grant for a wrong password, and the caller gets the rejection', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.passwordUser)
      .uponReceiving('a password grant with a wrong password')
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM), {
          grant_type: 'password',
          username: fromState('${username}', EXAMPLE_USER),
          password: 'not-the-password',
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
        const attempt = requestPasswordToken(clientFor(server.url), EXAMPLE_USER, 'not-the-password');
        await expect(attempt).rejects.toBeInstanceOf(TokenRejectedError);
        await expect(attempt).rejects.toMatchObject({ code: 'invalid_grant' });
      });
  });

  it('issues new tokens for the refresh grant, with a tenant switch', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAnotherTenant)
      .uponReceiving("a refresh grant switching to another of the user's tenants")
      .withRequest('POST', TOKEN, (request) =>
        formBody(request.headers(FORM).query({ tenant_id: fromState('${otherTenantId}', EXAMPLE_TENANT) }), {
          grant_type: 'refresh_token',
          refresh_token: fromState('${refreshToken}', EXAMPLE_REFRESH_TOKEN),
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestRefreshedToken(clientFor(server.url), EXAMPLE_REFRESH_TOKEN, {
          tenant_id: EXAMPLE_TENANT,
        });
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
          code: fromState('${code}', EXAMPLE_CODE),
          client_id: 'trellis',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(tokenPair))
      .executeTest(async (server) => {
        const tokens = await requestCodeToken(clientFor(server.url), EXAMPLE_CODE);
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
        await expect(requestCodeToken(clientFor(server.url), 'unknown-code')).rejects.toMatchObject({
          code: 'invalid_grant',
        });
      });
  });

  it('ends the session on logout', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a logout')
      .withRequest('POST', '/api/access/v1/auth/logout', (request) => request.headers(authorized))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(endServerSession(signedInClientFor(server.url))).resolves.toBeUndefined();
      });
  });

  it('answers the SAML user type of an e-mail', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.samlDomain)
      .uponReceiving('a user-type lookup for an e-mail of a SAML domain')
      .withRequest('POST', '/api/access/v1/saml-settings/user-type', (request) =>
        request.jsonBody({ Email: fromState('${email}', 'someone@sso.example.test') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          IsEnabled: true,
          IdentityProviderSignOutUrl: like('https://idp.example.test/logout'),
          IsOpenSaml4: true,
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchUserType(clientFor(server.url), 'someone@sso.example.test')).toMatchObject({
          IsEnabled: true,
          IsOpenSaml4: true,
        });
      });
  });

  it('resolves the tenant of a context', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contextLink)
      .uponReceiving('a tenant context lookup')
      .withRequest('GET', '/api/access/v1/tenants/context', (request) =>
        request
          .query({
            context: fromState('${context}', 'example-context'),
            contextVersion: fromState('${contextVersion}', '1'),
          })
          .headers(authorized),
      )
      .willRespondWith(200, (response) => response.jsonBody({ Id: uuid(EXAMPLE_TENANT) }))
      .executeTest(async (server) => {
        const tenant = await fetchTenantOfContext(signedInClientFor(server.url), 'example-context', '1');
        expect(tenant).toBe(EXAMPLE_TENANT);
      });
  });

  it('treats a failing tenant context lookup as false', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a lookup of an unknown tenant context')
      .withRequest('GET', '/api/access/v1/tenants/context', (request) =>
        request.query({ context: 'no-such-context', contextVersion: '1' }).headers(authorized),
      )
      .willRespondWith(404)
      .executeTest(async (server) => {
        expect(await fetchTenantOfContext(signedInClientFor(server.url), 'no-such-context', '1')).toBe(false);
      });
  });

  it('answers the legacy current user', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a legacy current-user read')
      .withRequest('GET', '/api/access/v1/users/current/legacy', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({ CurrentTenant: uuid(EXAMPLE_TENANT), Email: like(EXAMPLE_USER) }),
      )
      .executeTest(async (server) => {
        expect(await fetchLegacyCurrentUser(signedInClientFor(server.url))).toEqual({
          CurrentTenant: EXAMPLE_TENANT,
          Email: EXAMPLE_USER,
        });
      });
  });
});
