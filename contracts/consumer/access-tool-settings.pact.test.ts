import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchToolSettings, saveToolSettings } from '@/entities/tool-setting';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like } = MatchersV3;
const pact = pactWith('access');
const optIn = [
  { toolName: 'ProductImprovements', enabled: true },
  { toolName: 'ProductImprovementsNotification', enabled: false },
] as const;

describe('access service: tool settings', () => {
  it("answers the user's tool settings", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving("a read of the user's tool settings")
      .withRequest('GET', '/api/access/v1/tool-settings/user-preferences', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ toolName: like('ProductImprovementsNotification'), enabled: like(true) })),
      )
      .executeTest(async (server) => {
        const settings = await fetchToolSettings(signedInClientFor(server.url));
        expect(settings[0]).toEqual({ toolName: 'ProductImprovementsNotification', enabled: true });
      });
  });

  it('saves the product-improvements opt-in', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a save of the product-improvements opt-in')
      .withRequest('PUT', '/api/access/v1/tool-settings/user-preferences', (request) =>
        request.headers(authorized).jsonBody(optIn),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ toolName: like('ProductImprovements'), enabled: like(true) })),
      )
      .executeTest(async (server) => {
        expect(await saveToolSettings(signedInClientFor(server.url), [...optIn])).toBe(true);
      });
  });
});
