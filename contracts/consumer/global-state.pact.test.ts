import { MatchersV3 } from '@pact-foundation/pact';
import { storeSession } from '@test-support/stored-session';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { brandingQuery, loginPageResourcesQuery } from '@/entities/branding';
import { fetchGlobalState, globalStateQuery } from '@/entities/global-state';
import { organizationTreeQuery } from '@/entities/organization';
import { grantedPermissionsQuery } from '@/entities/permission';
import { currentTenantQuery, userTenantsQuery } from '@/entities/tenant';
import { queryClient } from '@/shared/api';

import { authorized, clientFor, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { boolean, eachLike, integer, like, string } = MatchersV3;
const pact = pactWith('global-state');

const language = { Code: string('en-us'), Name: string('English (United States)'), NativeName: string('English') };
const tenant = {
  guid: string('3f2c1e0a-5b7d-4c1e-9a2b-000000000001'),
  name: string('Acme Corp'),
  buyingType: string('STANDARD'),
};

/** Browser storage in small (the contracts run in Node): whose state the queries read is the stored session's. */
function provideStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (name: string) => entries.get(name) ?? null,
    setItem: (name: string, value: string) => void entries.set(name, value),
    removeItem: (name: string) => void entries.delete(name),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('global-state service', () => {
  it("answers the signed-in user's state in one response", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.timeFormatChosen, {
        timeFormat: '24Hour',
        granted: ['TENANTS_LIST', 'ProductAnalytics', 'Login'],
      })
      .uponReceiving("a read of the signed-in user's global state")
      .withRequest('GET', '/api/global-state/v1/init', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          languages: eachLike(language),
          permissions: { TENANTS_LIST: boolean(true), ProductAnalytics: boolean(true), Login: boolean(true) },
          tenant: like(tenant),
          tenants: eachLike(tenant),
          user: like({ Id: string('0b7e3c9a-0000-4000-8000-0000000000bb'), Email: string('ada@example.test') }),
          settings: [
            { key: 'dateFormat', value: string('') },
            { key: 'timeFormat', value: '24Hour' },
          ],
          branding: like({ primaryColor: string('#0B5FFF'), pageTitle: string('Acme Trust Center') }),
          resources: eachLike({ resourceName: string('LoginLogo') }),
          organizations: eachLike({
            Id: string('org-acme'),
            Name: string('Acme Corp'),
            ParentId: null,
            Position: integer(0),
            Children: [],
          }),
        }),
      )
      .executeTest(async (server) => {
        const state = await fetchGlobalState(signedInClientFor(server.url), true);
        expect(state?.settings).toContainEqual({ key: 'timeFormat', value: '24Hour' });
        // The parts other slices own, read by their schemas as each slice's query reads its part of the state.
        provideStorage();
        storeSession();
        const tenantGuid = 't1';
        queryClient.setQueryData(globalStateQuery({ userGuid: 'u1', tenantGuid }).queryKey, state);
        const granted = await queryClient.fetchQuery(grantedPermissionsQuery(tenantGuid));
        expect(granted).toEqual(['Login', 'ProductAnalytics', 'TENANTS_LIST']);
        expect((await queryClient.fetchQuery(currentTenantQuery(tenantGuid)))?.name).toBe('Acme Corp');
        expect(await queryClient.fetchQuery(userTenantsQuery(tenantGuid))).toHaveLength(1);
        expect((await queryClient.fetchQuery(brandingQuery(tenantGuid)))?.primaryColor).toBe('#0B5FFF');
        expect((await queryClient.fetchQuery(loginPageResourcesQuery(tenantGuid)))[0]?.resourceName).toBe('LoginLogo');
        const tree = await queryClient.fetchQuery(organizationTreeQuery(tenantGuid, 'full'));
        expect(tree[0]?.Name).toBe('Acme Corp');
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
        const state = await fetchGlobalState(clientFor(server.url), false);
        expect(state?.languages[0]?.Code).toBe('en-us');
        expect(state?.permissions).toEqual({});
        expect(state?.user).toBeNull();
      });
  });
});
