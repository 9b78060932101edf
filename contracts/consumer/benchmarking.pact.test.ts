import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fetchBenchmarkingNotification, saveBenchmarkingNotification } from '@/features/startup-dialogs';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like } = MatchersV3;
const pact = pactWith('benchmarking');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };

describe('benchmarking service', () => {
  it('answers the home-page notice the user is still to see', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.benchmarkingNoticePending)
      .uponReceiving('a read of the home-page benchmarking notice')
      .withRequest('GET', '/api/benchmarking/v1/notification/HOME_PAGE', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          messageId: like('BENCHMARKING_LAUNCH'),
          notificationStatus: true,
          notificationType: 'HOME_PAGE',
        }),
      )
      .executeTest(async (server) => {
        expect(await fetchBenchmarkingNotification(clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual({
          messageId: 'BENCHMARKING_LAUNCH',
          notificationStatus: true,
          notificationType: 'HOME_PAGE',
        });
      });
  });

  it('shows no notice when the service fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.benchmarkingFailing)
      .uponReceiving('a read of the benchmarking notice while the service fails')
      .withRequest('GET', '/api/benchmarking/v1/notification/HOME_PAGE', (request) => request.headers(authorized))
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchBenchmarkingNotification(clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });

  it('stores do-not-show-again', async () => {
    const answer = { messageId: 'BENCHMARKING_LAUNCH', notificationStatus: false, notificationType: 'HOME_PAGE' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.benchmarkingNoticePending)
      .uponReceiving('a do-not-show-again answer to the benchmarking notice')
      .withRequest('PUT', '/api/benchmarking/v1/notification', (request) =>
        request.headers(authorized).jsonBody(answer),
      )
      .willRespondWith(200, (response) => response.jsonBody(answer))
      .executeTest(async (server) => {
        expect(
          await saveBenchmarkingNotification('BENCHMARKING_LAUNCH', false, clientFor(server.url, PACT_ACCESS_TOKEN)),
        ).toBe(true);
      });
  });
});
