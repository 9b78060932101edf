import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchGlobalState } from '@/entities/global-state';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean, eachLike, like, string } = MatchersV3;
const pact = pactWith('global-state');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

const language = { Code: string('en-us'), Name: string('English (United States)'), NativeName: string('English') };
const tenant = {
  guid: string('3f2c1e0a-5b7d-4c1e-9a2b-000000000001'),
  name: string('Acme Corp'),
  buyingType: string('STANDARD'),
};

describe('global-state service', () => {
  it("answers the signed-in user's state in one response", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminPrefers24Hours)
      .uponReceiving("a read of the admin's global state")
      .withRequest('GET', '/api/global-state/v1/init', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          languages: eachLike(language),
          permissions: { TENANTS_LIST: boolean(true), ProductAnalytics: boolean(true) },
          tenant: like(tenant),
          tenants: eachLike(tenant),
          user: like({ Id: string('7a1d9c2e-0000-4000-8000-000000000001'), Email: string('admin@acme.test') }),
          settings: [
            { key: 'dateFormat', value: string('') },
            { key: 'timeFormat', value: '24Hour' },
          ],
        }),
      )
      .executeTest(async (server) => {
        const state = await fetchGlobalState(true, clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(state?.permissions).toEqual(['ProductAnalytics', 'TENANTS_LIST']);
        expect(state?.tenant?.name).toBe('Acme Corp');
        expect(state?.settings).toContainEqual({ key: 'timeFormat', value: '24Hour' });
      });
  });

  it('answers the anonymous state before sign-in', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a read of the anonymous global state')
      .withRequest('GET', '/api/global-state/v1/no-auth-init')
      .willRespondWith(200, (response) =>
        response.jsonBody({ languages: eachLike(language), permissions: {}, tenant: null, user: null }),
      )
      .executeTest(async (server) => {
        const state = await fetchGlobalState(false, clientFor(server.url));
        expect(state?.languages[0]?.Code).toBe('en-us');
        expect(state?.permissions).toEqual([]);
        expect(state?.user).toBeNull();
      });
  });

  it('falls back to no state when the service fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.globalStateFailing)
      .uponReceiving('a read of the global state while the service fails')
      .withRequest('GET', '/api/global-state/v1/init', (request) => request.headers(authorized))
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchGlobalState(true, clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });
});
