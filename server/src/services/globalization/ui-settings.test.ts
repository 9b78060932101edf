import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { USERS } from '../../../seed/demo-ids.ts';
import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

const ORGANIZATION_URL = '/api/globalization/v1/ui-settings';
const userUrl = (guid: string) => `/api/globalization/v1/ui-settings/user/${guid}/preferences`;
const formats = (dateFormat: string, timeFormat: string) => [
  { key: 'dateFormat', value: dateFormat },
  { key: 'timeFormat', value: timeFormat },
];

describe('date and time settings: who may write what, and which values', () => {
  let server: TestServer;
  let admin: Tokens;
  let analyst: Tokens;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
    analyst = await signIn(server, 'analyst@acme.test');
  });
  afterAll(() => server.close());

  const put = (tokens: Tokens, url: string, payload: unknown) =>
    server.app.inject({ method: 'PUT', url, headers: bearer(tokens), payload: payload as object });
  const organizationSetting = async (key: string) =>
    (await server.app.inject({ method: 'GET', url: `${ORGANIZATION_URL}?key=${key}`, headers: bearer(analyst) })).json<{
      value: string;
    }>().value;
  const settingsInInit = async (tokens: Tokens) =>
    (await server.app.inject({ method: 'GET', url: '/api/global-state/v1/init', headers: bearer(tokens) })).json<{
      settings: { key: string; value: string }[];
    }>().settings;

  it("refuses the organisation's formats to a user without OrganizationSettingsEdit, and writes nothing", async () => {
    const response = await put(analyst, ORGANIZATION_URL, formats('DD.MM.YYYY', '24Hour'));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 403, detail: expect.stringContaining('OrganizationSettingsEdit') });
    expect(await organizationSetting('dateFormat')).toBe('');
    expect(await organizationSetting('timeFormat')).toBe('');
  });

  it.each([
    ['a date format date-fns refuses', formats('DDD-MM-YYYY', '24Hour')],
    ['a five-digit year', formats('MM/DD/YYYYY', '24Hour')],
    ['a time format that is an Object.prototype name', formats('MM/DD/YYYY', 'constructor')],
    ['__proto__ as the time format', formats('MM/DD/YYYY', '__proto__')],
    ['an empty time format', formats('MM/DD/YYYY', '')],
    ['the same key twice', [formats('MM/DD/YYYY', '24Hour')[0], formats('DD/MM/YYYY', '24Hour')[0]]],
    ['an unknown key', [...formats('MM/DD/YYYY', '24Hour').slice(0, 1), { key: 'zone', value: 'UTC' }]],
    ['an extra field', [{ key: 'dateFormat', value: 'MM/DD/YYYY', tenant: 'x' }, formats('', '24Hour')[1]]],
  ])("refuses %s in the organisation's formats with 400, writing nothing", async (_case, payload) => {
    const response = await put(admin, ORGANIZATION_URL, payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await organizationSetting('dateFormat')).toBe('');
    expect(await organizationSetting('timeFormat')).toBe('');
  });

  it.each([['DDD-MM-YYYY'], ['MM/DD/YYYYY'], ['toString']])(
    "refuses the date format %s in a user's own preferences",
    async (dateFormat) => {
      const response = await put(analyst, userUrl(USERS.analyst), [{ key: 'dateFormat', value: dateFormat }]);
      expect(response.statusCode).toBe(400);
      expect(await settingsInInit(analyst)).toContainEqual({ key: 'dateFormat', value: '' });
    },
  );

  it("lets an admin set the organisation's formats, which apply to every user who has not chosen their own", async () => {
    const response = await put(admin, ORGANIZATION_URL, formats('YYYY-MM-DD', '24Hour'));
    expect(response.statusCode).toBe(200);
    expect(await settingsInInit(analyst)).toEqual(formats('YYYY-MM-DD', '24Hour'));
  });

  it("gives the organisation's default back to a user who saves an empty date format", async () => {
    await put(analyst, userUrl(USERS.analyst), formats('DD.MM.YYYY', '12Hour'));
    expect(await settingsInInit(analyst)).toEqual(formats('DD.MM.YYYY', '12Hour'));

    const response = await put(analyst, userUrl(USERS.analyst), formats('', '12Hour'));
    expect(response.json()).toEqual([{ key: 'timeFormat', value: '12Hour' }]);
    expect(await settingsInInit(analyst)).toEqual(formats('YYYY-MM-DD', '12Hour'));
  });

  it("forgets the organisation's date format when it is saved empty", async () => {
    await put(admin, ORGANIZATION_URL, formats('', '24Hour'));
    expect(await organizationSetting('dateFormat')).toBe('');
  });
});
