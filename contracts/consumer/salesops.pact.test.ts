import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { type CaseType, createCase } from '@/features/sales-upsell';

import { authorized, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like, string, uuid } = MatchersV3;
const pact = pactWith('salesops');
const requester = { firstName: 'Ada', lastName: 'Example', email: 'ada@example.test', company: 'Example Ltd' };
const storedCase = (caseType: string) => ({
  id: uuid('0b7e3c9a-1d2f-4e5a-8b6c-7d8e9f0a1b2c'),
  caseType,
  caseParams: like({ url: 'https://trellis.test/mfe-host' }),
  createdAt: string('2026-11-23T09:00:00.000Z'),
});

const flows: [string, CaseType, Record<string, unknown>][] = [
  ['a trial request', 'TRIAL_REQUEST', { subject: 'Trial request', consentToContact: true }],
  [
    'a contact-sales request of a free user',
    'FREE_USER_CONTACT_SALES',
    { subject: 'Contact sales', interestedIn: 'Risk' },
  ],
  [
    'a contact-sales request of a trial user',
    'TRIAL_USER_CONTACT_SALES',
    { subject: 'Contact sales', contactNumber: '+49 30 1234' },
  ],
  ['a subscription renewal request', 'SUBSCRIPTION_RENEWAL', { subject: 'Subscription renewal' }],
];

describe('salesops service: cases', () => {
  it.each(flows)('stores %s', async (name, caseType, params) => {
    const caseParams = { ...requester, ...params, url: 'https://trellis.test/mfe-host' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving(`${name} (${caseType})`)
      .withRequest('POST', '/api/salesops/v1/cases', (request) =>
        request.headers(authorized).jsonBody({ caseType, caseParams }),
      )
      .willRespondWith(201, (response) => response.jsonBody(storedCase(caseType)))
      .executeTest(async (server) => {
        await expect(createCase(signedInClientFor(server.url), caseType, caseParams)).resolves.toBeUndefined();
      });
  });

  it('cuts the page url to 255 characters', async () => {
    const url = `https://trellis.test/mfe-host?${'q'.repeat(300)}`;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a trial request from a page with a long url')
      .withRequest('POST', '/api/salesops/v1/cases', (request) =>
        request.headers(authorized).jsonBody({ caseType: 'TRIAL_REQUEST', caseParams: { url: url.slice(0, 255) } }),
      )
      .willRespondWith(201, (response) => response.jsonBody(storedCase('TRIAL_REQUEST')))
      .executeTest(async (server) => {
        await createCase(signedInClientFor(server.url), 'TRIAL_REQUEST', { url });
      });
  });
});
