import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchGlobalState } from '@/entities/global-state';
import { authorized, clientFor, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean, eachLike, like, string } = MatchersV3;
const pact = pactWith('global-state');

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
      .given(PROVIDER_STATES.timeFormatChosen, {
        timeFormat: '24Hour',
        granted: ['TENANTS_LIST', 'ProductAnalytics'],
      })
      .uponReceiving("a read of the signed-in user's global state")
      .withRequest('GET', '/api/global-state/v1/init', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          languages: eachLike(language),
          permissions: { TENANTS_LIST: boolean(true), ProductAnalytics: boolean(true) },
          tenant: like(tenant),
          tenants: eachLike(tenant),
          user: like({ Id: string('0b7e3c9a-0000-4000-8000-0000000000bb'), Email: string('ada@example.test') }),
          settings: [
            { key: 'dateFormat', value: string('') },
            { key: 'timeFormat', value: '24Hour' },
          ],
        }),
      )
      .executeTest(async (server) => {
        const state = await fetchGlobalState(true, signedInClientFor(server.url));
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
});
