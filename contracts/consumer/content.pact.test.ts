import { describe, expect, it } from 'vitest';
import { fetchPlatformVersion } from '@/widgets/app-footer';
import { clientFor, pactWith, textBody } from '../support/pact';
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
});
