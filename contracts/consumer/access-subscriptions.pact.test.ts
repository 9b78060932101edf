import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchTrialSubscriptions } from '@/features/sales-upsell';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, string } = MatchersV3;
const pact = pactWith('access');

describe('access service: the trial check', () => {
  it("answers the tenant's trials: this one had one", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tenantHadTrial)
      .uponReceiving('a read of the trial subscriptions of a tenant that had one')
      .withRequest('GET', '/api/access/v1/tenants/current/subscriptions', (request) =>
        request.headers(authorized).query({ trial: 'true' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            id: string('sub-example-trial'),
            product: string('Risk'),
            trial: true,
            startsAt: string('2026-03-01T00:00:00Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const trials = await fetchTrialSubscriptions(signedInClientFor(server.url));
        expect(trials).toEqual([{ id: 'sub-example-trial', product: 'Risk', trial: true }]);
      });
  });

  it('answers no trials for a tenant that never had one', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.tenantNeverHadTrial)
      .uponReceiving('a read of the trial subscriptions of a tenant that never had one')
      .withRequest('GET', '/api/access/v1/tenants/current/subscriptions', (request) =>
        request.headers(authorized).query({ trial: 'true' }),
      )
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (server) => {
        expect(await fetchTrialSubscriptions(signedInClientFor(server.url))).toEqual([]);
      });
  });
});
