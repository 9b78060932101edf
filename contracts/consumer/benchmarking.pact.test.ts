import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { fetchBenchmarkingNotification, saveBenchmarkingNotification } from '@/features/startup-dialogs';

import { authorized, fromState, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like } = MatchersV3;
const pact = pactWith('benchmarking');

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
        expect(await fetchBenchmarkingNotification(signedInClientFor(server.url))).toEqual({
          messageId: 'BENCHMARKING_LAUNCH',
          notificationStatus: true,
          notificationType: 'HOME_PAGE',
        });
      });
  });

  it('stores do-not-show-again', async () => {
    const answer = { notificationStatus: false, notificationType: 'HOME_PAGE' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.benchmarkingNoticePending)
      .uponReceiving('a do-not-show-again answer to the benchmarking notice')
      .withRequest('PUT', '/api/benchmarking/v1/notification', (request) =>
        request
          .headers(authorized)
          .jsonBody({ messageId: fromState('${messageId}', 'BENCHMARKING_LAUNCH'), ...answer }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ messageId: like('BENCHMARKING_LAUNCH'), ...answer }))
      .executeTest(async (server) => {
        expect(await saveBenchmarkingNotification(signedInClientFor(server.url), 'BENCHMARKING_LAUNCH', false)).toBe(
          true,
        );
      });
  });
});
