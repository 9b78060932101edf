import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchThemeCapability } from '@/features/change-theme';
import { fetchNavigationConfiguration } from '@/entities/navigation';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean, string } = MatchersV3;
const pact = pactWith('atlas');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

describe('atlas service: navigation', () => {
  it("answers the tenant's navigation configuration", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
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
        const configuration = await fetchNavigationConfiguration(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(configuration.showLegacyNavigation).toBe(false);
      });
  });

  it('keeps the legacy navigation when the configuration fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.navigationFailing)
      .uponReceiving('a read of the navigation configuration while the service fails')
      .withRequest('GET', '/api/atlas/v1/navigation/configuration', (request) => request.headers(authorized))
      .willRespondWith(500)
      .executeTest(async (server) => {
        const configuration = await fetchNavigationConfiguration(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(configuration.showLegacyNavigation).toBe(true);
      });
  });
});

describe('atlas service: theme', () => {
  it("answers whether themes are on, and the tenant's theme", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a read of the theme capability')
      .withRequest('GET', '/api/atlas/v1/theme', (request) => request.headers(authorized))
      .willRespondWith(200, (response) => response.jsonBody({ themeEnabled: boolean(true), theme: string('default') }))
      .executeTest(async (server) => {
        const capability = await fetchThemeCapability('preview', clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(capability).toEqual({ themeEnabled: true, theme: 'default' });
      });
  });

  it('turns themes off and keeps the current theme when the read fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.themeFailing)
      .uponReceiving('a read of the theme capability while the service fails')
      .withRequest('GET', '/api/atlas/v1/theme', (request) => request.headers(authorized))
      .willRespondWith(500)
      .executeTest(async (server) => {
        const capability = await fetchThemeCapability('preview-dark', clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(capability).toEqual({ themeEnabled: false, theme: 'preview-dark' });
      });
  });
});
