import { describe, expect, it } from 'vitest';

import { postWebToLead } from '@/shared/api';

import { formBody, pactWithProvider } from '../support/pact';

/** The CRM's form, not a Trellis service: its own pair, provider `crm-web-to-lead`. */
const pact = pactWithProvider('crm-web-to-lead');

describe('CRM web-to-lead form', () => {
  it('takes a lead as a plain form, without a token', async () => {
    const lead = {
      oid: '00D000000000EXA',
      first_name: 'Ada',
      last_name: 'Example',
      email: 'ada@example.test',
      company: 'Example Ltd',
      lead_source: 'Trellis in-app',
      tenant_guid: '0b7e3c9a-0000-4000-8000-0000000000aa',
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
