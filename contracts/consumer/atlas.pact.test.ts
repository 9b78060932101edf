import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchNavigationConfiguration } from '@/entities/navigation';
import { fetchThemeCapability } from '@/features/change-theme';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean, string } = MatchersV3;
const pact = pactWith('atlas');

describe('atlas service: navigation', () => {
  it("answers the tenant's navigation configuration", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a read of the navigation configuration')
      .withRequest('GET', '/api/atlas/v1/navigation/configuration', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          showLegacyNavigation: boolean(false),
          newNavigationTenantPreference: boolean(true),
          newNavigationPreviewEnabled: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        const configuration = await fetchNavigationConfiguration(signedInClientFor(server.url));
        expect(configuration.showLegacyNavigation).toBe(false);
      });
  });
});

describe('atlas service: theme', () => {
  it("answers whether themes are on, and the tenant's theme", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a read of the theme capability')
      .withRequest('GET', '/api/atlas/v1/theme', (request) => request.headers(authorized))
      .willRespondWith(200, (response) => response.jsonBody({ themeEnabled: boolean(true), theme: string('default') }))
      .executeTest(async (server) => {
        const capability = await fetchThemeCapability(signedInClientFor(server.url), 'preview');
        expect(capability).toEqual({ themeEnabled: true, theme: 'default' });
      });
  });
});
