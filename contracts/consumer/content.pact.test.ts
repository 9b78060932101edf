import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchContentSettings } from '@/entities/content';
import { fetchPlatformVersion } from '@/entities/content';

import { authorized, clientFor, pactWith, signedInClientFor, textBody } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const pact = pactWith('content');

describe('content service', () => {
  it('answers the platform version as text', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.platformVersion, { version: '4.12.0|20261120.3' })
      .uponReceiving('a request for the platform version')
      .withRequest('GET', '/api/content/v1/info/version')
      .willRespondWith(200, (response) =>
        textBody(response.headers({ 'Content-Type': 'text/plain; charset=utf-8' }), 'text/plain', '4.12.0|20261120.3'),
      )
      .executeTest(async (server) => {
        expect(await fetchPlatformVersion(clientFor(server.url))).toBe('4.12.0');
      });
  });

  it("answers the signed-in tenant's content settings", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in user's content settings")
      .withRequest('GET', '/api/content/v1/attributes/auth', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          attributes: MatchersV3.eachLike({ Key: MatchersV3.like('BuyNow'), Value: MatchersV3.like('true') }),
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchContentSettings(signedInClientFor(server.url), true)).toMatchObject({
          BuyNow: 'true',
        });
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
        expect(await fetchContentSettings(clientFor(server.url), false)).toMatchObject({ BuyNow: 'true' });
      });
  });
});
