import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { acknowledgeAlertSchedule, fetchBannerAlerts, fetchMaintenanceAlert } from '@/entities/alert';
import { clientFor, PACT_ACCESS_TOKEN, pactWith } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, regex, datetime } = MatchersV3;
const pact = pactWith('alert');
const authorized = { Authorization: `Bearer ${PACT_ACCESS_TOKEN}` };
const ISO_INSTANT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

describe('alert service', () => {
  it('answers the banner alerts in the asked language', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminSignedIn)
      .uponReceiving('a read of the banner alerts in German')
      .withRequest('GET', '/api/alert/v1/alerts/banner/immediate', (request) =>
        request.headers(authorized).query({ languageCode: 'de' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            alertScheduleId: like('alert-maintenance-banner'),
            alertType: like('Warning'),
            bannerMessage: { message: like('<strong>Geplante Wartung</strong>') },
            dismissible: like(true),
            displayAttributes: { attributes: { BannerColor: regex(/^#[0-9A-Fa-f]{6}$/, '#FFF4E5') } },
          }),
        ),
      )
      .executeTest(async (server) => {
        const alerts = await fetchBannerAlerts('de', clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(alerts[0]).toMatchObject({ alertType: 'Warning', dismissible: true });
      });
  });

  it('shows no banner alert when the service fails', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.alertServiceFailing)
      .uponReceiving('a read of the banner alerts while the service fails')
      .withRequest('GET', '/api/alert/v1/alerts/banner/immediate', (request) =>
        request.headers(authorized).query({ languageCode: 'en-us' }),
      )
      .willRespondWith(500)
      .executeTest(async (server) => {
        expect(await fetchBannerAlerts('en-us', clientFor(server.url, PACT_ACCESS_TOKEN))).toEqual([]);
      });
  });

  it('answers the upcoming maintenance the user has not acknowledged', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.maintenanceAnnounced)
      .uponReceiving('a read of the maintenance to announce')
      .withRequest('GET', '/api/alert/v1/alerts/maintenance/immediate', (request) => request.headers(authorized))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          alertScheduleId: like('maintenance-window'),
          maintenanceScheduleAttributes: {
            MaintenanceStartTime: datetime(ISO_INSTANT, '2026-11-30T02:00:00.000Z'),
            MaintenanceEndTime: datetime(ISO_INSTANT, '2026-11-30T04:00:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const alert = await fetchMaintenanceAlert(clientFor(server.url, PACT_ACCESS_TOKEN));
        expect(alert?.maintenanceScheduleAttributes.MaintenanceEndTime).toBe('2026-11-30T04:00:00.000Z');
      });
  });

  it('answers nothing (no dialog) once the maintenance is acknowledged', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.maintenanceAcknowledged)
      .uponReceiving('a read of the maintenance after acknowledging it')
      .withRequest('GET', '/api/alert/v1/alerts/maintenance/immediate', (request) => request.headers(authorized))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await fetchMaintenanceAlert(clientFor(server.url, PACT_ACCESS_TOKEN))).toBeNull();
      });
  });

  it('acknowledges a schedule', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.maintenanceAnnounced)
      .uponReceiving('an acknowledgement of the maintenance window')
      .withRequest('POST', '/api/alert/v1/schedules/maintenance-window/acknowledge', (request) =>
        request.headers(authorized),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await acknowledgeAlertSchedule('maintenance-window', clientFor(server.url, PACT_ACCESS_TOKEN))).toBe(
          true,
        );
      });
  });
});
