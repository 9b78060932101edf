import { describe, expect, it } from 'vitest';
import { fetchContentSettings } from '@/entities/content';
import { fetchPlatformVersion } from '@/entities/content';
import { MatchersV3 } from '@pact-foundation/pact';
import { clientFor, PACT_ACCESS_TOKEN, pactWith, textBody } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const pact = pactWith('content');

describe('content service', () => {
  it('answers the platform version as text', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.platformVersion)
      .uponReceiving('a request for the platform version')
      .withRequest('GET', '/api/content/v1/info/version')
      .willRespondWith(200, (response) =>
        textBody(response.headers({ 'Content-Type': 'text/plain; charset=utf-8' }), 'text/plain', '4.12.0|20261120.3'),
      )
      .executeTest(async (server) => {
        expect(await fetchPlatformVersion(clientFor(server.url))).toBe('4.12.0');
      });
  });

  it('gives version 0.0.0 when the lookup fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentServiceFailing)
      .uponReceiving('a request for the platform version while the service fails')
      .withRequest('GET', '/api/content/v1/info/version')
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchPlatformVersion(clientFor(server.url))).toBe('0.0.0');
      });
  });

  it("answers the signed-in tenant's content settings", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving("a read of the admin's content settings")
      .withRequest('GET', '/api/content/v1/attributes/auth', (request) =>
        request.headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          attributes: MatchersV3.eachLike({ Key: MatchersV3.like('BuyNow'), Value: MatchersV3.like('true') }),
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchContentSettings(true, clientFor(server.url, PACT_ACCESS_TOKEN))).toMatchObject({
          BuyNow: 'true',
        });
      });
  });

  it('gives no content settings when they fail', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentAttributesFailing)
      .uponReceiving('a read of the signed-in content settings while the service fails')
      .withRequest('GET', '/api/content/v1/attributes/auth', (request) =>
        request.headers({ Authorization: `Bearer ${PACT_ACCESS_TOKEN}` }),
      )
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchContentSettings(true, clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual({});
      });
  });

  it('answers the content settings before sign-in', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the anonymous content settings')
      .withRequest('GET', '/api/content/v1/attributes')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          attributes: MatchersV3.eachLike({ Key: MatchersV3.like('BuyNow'), Value: MatchersV3.like('true') }),
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchContentSettings(false, clientFor(server.url))).toMatchObject({ BuyNow: 'true' });
      });
  });
});
