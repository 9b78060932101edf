import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchTrialSubscriptions } from '@/features/sales-upsell';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, string } = MatchersV3;
const pact = pactWith('access');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

describe('access service: the trial check', () => {
  it("answers the tenant's trials: Acme Corp had one", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving("a read of Acme Corp's trial subscriptions")
      .withRequest('GET', '/api/access/v1/tenants/current/subscriptions', (request) =>
        request.headers(authorized).query({ trial: 'true' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            id: string('sub-acme-risk-trial'),
            product: string('Risk'),
            trial: true,
            startsAt: string('2026-03-01T00:00:00Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const trials = await fetchTrialSubscriptions(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(trials).toEqual([{ id: 'sub-acme-risk-trial', product: 'Risk', trial: true }]);
      });
  });

  it('answers no trials for a tenant that never had one', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminInGlobex)
      .uponReceiving("a read of Globex's trial subscriptions")
      .withRequest('GET', '/api/access/v1/tenants/current/subscriptions', (request) =>
        request.headers(authorized).query({ trial: 'true' }),
      )
      .willRespondWith(200, (response) => response.jsonBody([]))
      .executeTest(async (server) => {
        expect(await fetchTrialSubscriptions(clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual([]);
      });
  });
});
