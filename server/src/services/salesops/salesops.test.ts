import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('salesops service', () => {
  let server: TestServer;
  let admin: Tokens;
  const url = '/api/salesops/v1/cases';
  const post = (payload: unknown, tokens?: Tokens) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers: tokens ? bearer(tokens) : {} });
  const casesOf = async (tokens: Tokens) =>
    (await server.app.inject({ method: 'GET', url, headers: bearer(tokens) })).json<{ caseType: string }[]>();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  });
  afterAll(() => server.close());

  it.each([
    'INTEGRATION',
    'ISSUE',
    'PRODUCT_FEEDBACK',
    'USER_FEEDBACK',
    'PRIVACY_LABS_FEEDBACK',
    'MODULE_FEEDBACK',
    'TRIAL_REQUEST',
    'FREE_USER_CONTACT_SALES',
    'TRIAL_USER_CONTACT_SALES',
    'SUBSCRIPTION_RENEWAL',
  ])('stores a %s case', async (caseType) => {
    const response = await post({ caseType, caseParams: { subject: caseType, url: 'https://trellis.test/x' } }, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ caseType, caseParams: { subject: caseType } });
    expect((await casesOf(admin))[0]?.caseType).toBe(caseType);
  });

  it.each([
    ['an unknown case type', { caseType: 'LUNCH', caseParams: {} }, 'caseType'],
    ['an invalid e-mail', { caseType: 'ISSUE', caseParams: { email: 'not-an-address' } }, 'email'],
    [
      'a url over 255 characters',
      { caseType: 'ISSUE', caseParams: { url: `https://x.test/${'a'.repeat(250)}` } },
      'url',
    ],
    ['an unknown parameter', { caseType: 'ISSUE', caseParams: { shoeSize: 44 } }, 'caseParams'],
  ])('refuses %s with a problem naming the field, and stores nothing', async (_name, payload, field) => {
    const before = (await casesOf(admin)).length;
    const response = await post(payload, admin);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.stringify(response.json().errors)).toContain(field);
    expect(await casesOf(admin)).toHaveLength(before);
  });

  it('refuses a case without a token', async () => {
    expect((await post({ caseType: 'ISSUE', caseParams: {} })).statusCode).toBe(401);
  });

  describe('web-to-lead', () => {
    const postLead = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/salesforce/web-to-lead',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const leadCount = () => (server.db.prepare('SELECT count(*) AS n FROM sales_leads').get() as { n: number }).n;
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

    it('stores a lead posted as a form without a token', async () => {
      const before = leadCount();
      expect((await postLead(lead)).statusCode).toBe(204);
      expect(leadCount()).toBe(before + 1);
      const stored = server.db.prepare('SELECT * FROM sales_leads ORDER BY created_at DESC LIMIT 1').get();
      expect(stored).toMatchObject({ first_name: 'Ada', email: 'admin@acme.test', consent_date: '2026-11-23' });
    });

    it('refuses a lead without an e-mail, naming the field, and stores nothing', async () => {
      const before = leadCount();
      const { email: _email, ...withoutEmail } = lead;
      const response = await postLead(withoutEmail);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('email');
      expect(leadCount()).toBe(before);
    });
  });
});
