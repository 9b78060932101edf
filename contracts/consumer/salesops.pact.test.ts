import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createCase, type CaseType } from '@/features/sales-upsell';
import { postWebToLead } from '@/shared/api';
import { clientFor, formBody, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { like, string, uuid } = MatchersV3;
const pact = pactWith('salesops');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };
const requester = { firstName: 'Ada', lastName: 'Admin', email: 'admin@acme.test', company: 'Globex' };
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
      .given(PROVIDER_STATES.adminInGlobex)
      .uponReceiving(`${name} (${caseType})`)
      .withRequest('POST', '/api/salesops/v1/cases', (request) =>
        request.headers(authorized).jsonBody({ caseType, caseParams }),
      )
      .willRespondWith(201, (response) => response.jsonBody(storedCase(caseType)))
      .executeTest(async (server) => {
        await expect(
          createCase(caseType, caseParams, clientFor(server.url, PACT_ACCESS_TOKEN)),
        ).resolves.toBeUndefined();
      });
  });

  it('cuts the page url to 255 characters', async () => {
    const url = `https://trellis.test/mfe-host?${'q'.repeat(300)}`;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminInGlobex)
      .uponReceiving('a trial request from a page with a long url')
      .withRequest('POST', '/api/salesops/v1/cases', (request) =>
        request.headers(authorized).jsonBody({ caseType: 'TRIAL_REQUEST', caseParams: { url: url.slice(0, 255) } }),
      )
      .willRespondWith(201, (response) => response.jsonBody(storedCase('TRIAL_REQUEST')))
      .executeTest(async (server) => {
        await createCase('TRIAL_REQUEST', { url }, clientFor(server.url, PACT_ACCESS_TOKEN));
      });
  });

  it('reports a case the service could not store', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.caseCreationFailing)
      .uponReceiving('a contact-sales request while the service fails')
      .withRequest('POST', '/api/salesops/v1/cases', (request) =>
        request.headers(authorized).jsonBody({ caseType: 'FREE_USER_CONTACT_SALES', caseParams: requester }),
      )
      .willRespondWith(500)
      .executeTest(async (server) => {
        await expect(
          createCase('FREE_USER_CONTACT_SALES', requester, clientFor(server.url, PACT_ACCESS_TOKEN)),
        ).rejects.toThrow('The FREE_USER_CONTACT_SALES case was not stored (500).');
      });
  });
});

describe('salesops service: web-to-lead', () => {
  it('takes a lead as a plain form, without a token', async () => {
    const lead = {
      oid: '00D000000000TRL',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@acme.test',
      company: 'Globex',
      lead_source: 'Trellis in-app',
      tenant_guid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000003',
      consent_date: '2026-11-23',
    };
    await pact
      .addInteraction()
      .uponReceiving('a lead from the contact-sales form')
      .withRequest('POST', '/salesforce/web-to-lead', (request) => formBody(request, lead))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(postWebToLead(`${server.url}/salesforce/web-to-lead`, lead)).resolves.toBeUndefined();
      });
  });
});
