import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { USERS } from '../../../seed/demo-ids.ts';
import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('globalization service', () => {
  let server: TestServer;
  let admin: Tokens;
  const preferencesUrl = `/api/globalization/v1/ui-settings/user/${USERS.admin}/preferences`;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
  });
  afterAll(() => server.close());

  it('answers translations with a cache header of one hour, without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/globalization/v1/translations/de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=3600');
    expect(response.json()).toMatchObject({ LanguageCode: 'de', translations: { SignIn: 'Anmelden' } });
  });

  it('answers 404 for an unknown language and 400 for a malformed one', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/globalization/v1/translations/xx' })).statusCode).toBe(
      404,
    );
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/globalization/v1/translations/not_a_lang!' })).statusCode,
    ).toBe(400);
  });

  it('answers tenant translations for the all-zero tenant as the product texts', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/globalization/v2/translations/tenant/fr?tenantId=00000000-0000-0000-0000-000000000000`,
    });
    expect(response.json()).toMatchObject({ LanguageCode: 'fr', translations: { SignIn: 'Se connecter' } });
  });

  it('lists the seeded languages to a signed-in user', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/globalization/v1/languages' })).statusCode).toBe(401);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/globalization/v1/languages',
      headers: bearer(admin),
    });
    expect(response.json<{ Code: string }[]>().map((l) => l.Code)).toEqual(['en-us', 'de', 'fr', 'ar', 'he']);
  });

  it("saves and reads the user's own date and time preferences", async () => {
    const save = await server.app.inject({
      method: 'PUT',
      url: preferencesUrl,
      headers: bearer(admin),
      payload: [
        { key: 'dateFormat', value: 'DD/MM/YYYY' },
        { key: 'timeFormat', value: '24Hour' },
      ],
    });
    expect(save.statusCode).toBe(200);
    const read = await server.app.inject({
      method: 'POST',
      url: preferencesUrl,
      headers: bearer(admin),
      payload: ['timeFormat'],
    });
    expect(read.json()).toEqual([{ key: 'timeFormat', value: '24Hour' }]);
  });

  it('refuses an unknown time format and writes nothing', async () => {
    const save = await server.app.inject({
      method: 'PUT',
      url: preferencesUrl,
      headers: bearer(admin),
      payload: [
        { key: 'dateFormat', value: 'YYYY-MM-DD' },
        { key: 'timeFormat', value: '25Hour' },
      ],
    });
    expect(save.statusCode).toBe(400);
    const read = await server.app.inject({
      method: 'POST',
      url: preferencesUrl,
      headers: bearer(admin),
      payload: ['dateFormat'],
    });
    expect(read.json()).toEqual([{ key: 'dateFormat', value: 'DD/MM/YYYY' }]);
  });

  it("refuses another user's preferences with 403", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/globalization/v1/ui-settings/user/${USERS.analyst}/preferences`,
      headers: bearer(admin),
      payload: ['dateFormat'],
    });
    expect(response.statusCode).toBe(403);
  });

  it("saves the organisation's two settings; an unsaved one reads empty", async () => {
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/globalization/v1/ui-settings?key=dateFormat',
      headers: bearer(admin),
    });
    expect(before.json()).toEqual({ key: 'dateFormat', value: '' });
    const save = await server.app.inject({
      method: 'PUT',
      url: '/api/globalization/v1/ui-settings',
      headers: bearer(admin),
      payload: [
        { key: 'dateFormat', value: 'MM/DD/YYYY' },
        { key: 'timeFormat', value: '12Hour' },
      ],
    });
    expect(save.statusCode).toBe(200);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/globalization/v1/ui-settings?key=timeFormat',
      headers: bearer(admin),
    });
    expect(after.json()).toEqual({ key: 'timeFormat', value: '12Hour' });
  });

  it('refuses an organisation save that is not the two-item list', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/globalization/v1/ui-settings',
      headers: bearer(admin),
      payload: [{ key: 'dateFormat', value: 'MM/DD/YYYY' }],
    });
    expect(response.statusCode).toBe(400);
  });
});
