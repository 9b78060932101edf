import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, signIn, type Tokens } from '../../../test-harness/test-server/sign-in.ts';
import { startTestServer, type TestServer } from '../../../test-harness/test-server/test-server.ts';

describe('alert service', () => {
  let server: TestServer;
  let admin: Tokens;
  let analyst: Tokens;
  const get = (url: string, tokens?: Tokens) =>
    server.app.inject({ method: 'GET', url, headers: tokens ? bearer(tokens) : {} });
  const acknowledge = (id: string, tokens?: Tokens) =>
    server.app.inject({
      method: 'POST',
      url: `/api/alert/v1/schedules/${id}/acknowledge`,
      headers: tokens ? bearer(tokens) : {},
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin@acme.test');
    analyst = await signIn(server, 'analyst@acme.test');
  });
  afterAll(() => server.close());

  it('answers the banner alerts in the asked language, one dismissible and one not', async () => {
    const alerts = (await get('/api/alert/v1/alerts/banner/immediate?languageCode=de', admin)).json();
    expect(alerts).toHaveLength(2);
    expect(alerts).toContainEqual({
      alertScheduleId: 'alert-release',
      alertType: 'Info',
      bannerMessage: { message: expect.stringContaining('Trellis 4.12 ist da') },
      dismissible: false,
      displayAttributes: { attributes: { BannerColor: '#E8F1FB' } },
    });
    expect(alerts.find((a: { dismissible: boolean }) => a.dismissible).alertType).toBe('Warning');
  });

  it('falls back to en-us for a language without texts', async () => {
    const alerts = (await get('/api/alert/v1/alerts/banner/immediate?languageCode=pt-br', admin)).json();
    expect(alerts[0].bannerMessage.message).toMatch(/Trellis 4\.12 is here|Scheduled maintenance/);
  });

  it('refuses a banner request without a token or with a malformed language', async () => {
    expect((await get('/api/alert/v1/alerts/banner/immediate?languageCode=en-us')).statusCode).toBe(401);
    const bad = await get('/api/alert/v1/alerts/banner/immediate?languageCode=%3Cscript%3E', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.json().errors[0].field).toContain('languageCode');
  });

  it('announces the upcoming maintenance until the user acknowledges it', async () => {
    const alert = (await get('/api/alert/v1/alerts/maintenance/immediate', admin)).json();
    expect(alert.alertScheduleId).toBe('maintenance-window');
    const { MaintenanceStartTime, MaintenanceEndTime } = alert.maintenanceScheduleAttributes;
    expect(Date.parse(MaintenanceStartTime)).toBeGreaterThan(Date.now());
    expect(Date.parse(MaintenanceEndTime) - Date.parse(MaintenanceStartTime)).toBe(2 * 60 * 60 * 1000);

    expect((await acknowledge('maintenance-window', admin)).statusCode).toBe(204);
    expect((await acknowledge('maintenance-window', admin)).statusCode).toBe(204);
    expect((await get('/api/alert/v1/alerts/maintenance/immediate', admin)).statusCode).toBe(204);
  });

  it('needs MaintenanceAlertView for the maintenance alert', async () => {
    expect((await get('/api/alert/v1/alerts/maintenance/immediate', analyst)).statusCode).toBe(403);
    expect((await get('/api/alert/v1/alerts/maintenance/immediate')).statusCode).toBe(401);
  });

  it('refuses to acknowledge an unknown or malformed schedule, and without a token', async () => {
    expect((await acknowledge('no-such-schedule', admin)).statusCode).toBe(404);
    expect((await acknowledge('bad%20id', admin)).statusCode).toBe(400);
    expect((await acknowledge('maintenance-window')).statusCode).toBe(401);
    const rows = server.db
      .prepare("SELECT count(*) AS n FROM alert_acknowledgements WHERE schedule_id != 'maintenance-window'")
      .get();
    expect(rows).toEqual({ n: 0 });
  });
});
