import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchBranding, fetchLoginPageResources } from '@/entities/branding';

import { authorized, clientFor, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like, regex } = MatchersV3;
const pact = pactWith('branding');
const colour = (example: string) => regex(/^#[0-9A-Fa-f]{6}$/, example);

describe('branding service', () => {
  it("answers the signed-in tenant's branding", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in user's tenant branding")
      .withRequest('GET', '/api/branding/v1/branding', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          loginLogoData: like('data:image/svg+xml;base64,PHN2Zy8+'),
          logoData: like('data:image/svg+xml;base64,PHN2Zy8+'),
          primaryColor: colour('#B3261E'),
          secondaryColor: colour('#3B1F1D'),
          tertiaryColor: colour('#FFFFFF'),
          pageTitle: like('Acme Trust Center'),
          inheritedFrom: null,
          inherited: false,
        }),
      )
      .executeTest(async (server) => {
        const branding = await fetchBranding(signedInClientFor(server.url));
        expect(branding).toMatchObject({ pageTitle: 'Acme Trust Center', primaryColor: '#B3261E' });
      });
  });

  it('is told when the new workspace navigation is on', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in user's tenant branding for the workspace navigation")
      .withRequest('GET', '/api/branding/v1/branding', (request) =>
        request.headers(authorized).query({ isWorkspaceNavigation: 'true' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          primaryColor: colour('#B3261E'),
          secondaryColor: colour('#3B1F1D'),
          tertiaryColor: colour('#FFFFFF'),
          pageTitle: like('Acme Trust Center'),
          inherited: false,
        }),
      )
      .executeTest(async (server) => {
        const branding = await fetchBranding(signedInClientFor(server.url), true);
        expect(branding).toMatchObject({ pageTitle: 'Acme Trust Center', primaryColor: '#B3261E' });
      });
  });

  it('falls back silently to null when the branding cannot be read', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of branding without a token')
      .withRequest('GET', '/api/branding/v1/branding')
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect(await fetchBranding(clientFor(server.url))).toBeNull();
      });
  });

  it('answers the login-page resources before sign-in at /auth', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the login-page resources before sign-in')
      .withRequest('GET', '/api/branding/v1/resources/groups/login-page/auth')
      .willRespondWith(200, (response) =>
        response.jsonBody([
          { resourceName: 'LoginLogo', data: like('data:image/svg+xml;base64,PHN2Zy8+') },
          { resourceName: 'Favicon', favicon: like('data:image/svg+xml;base64,PHN2Zy8+'), tabTitle: like('Trellis') },
        ]),
      )
      .executeTest(async (server) => {
        const resources = await fetchLoginPageResources(clientFor(server.url), false);
        expect(resources.map((r) => r.resourceName)).toEqual(['LoginLogo', 'Favicon']);
      });
  });

  it("answers the signed-in tenant's login-page resources", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the signed-in tenant's login-page resources")
      .withRequest('GET', '/api/branding/v1/resources/groups/login-page', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody([
          { resourceName: 'LoginLogo', data: like('data:image/svg+xml;base64,PHN2Zy8+') },
          {
            resourceName: 'Favicon',
            favicon: like('data:image/svg+xml;base64,PHN2Zy8+'),
            tabTitle: like('Acme Trust Center'),
          },
        ]),
      )
      .executeTest(async (server) => {
        const resources = await fetchLoginPageResources(signedInClientFor(server.url), true);
        expect(resources.find((r) => r.tabTitle)?.tabTitle).toBe('Acme Trust Center');
      });
  });
});
