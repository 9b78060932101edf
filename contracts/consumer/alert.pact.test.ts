import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

import { acknowledgeAlertSchedule, fetchBannerAlerts, fetchMaintenanceAlert } from '@/entities/alert';

import { authorized, fromState, pactWith, signedInClientFor } from '../support/pact';
import { PROVIDER_STATES } from '../support/provider-states';

const { eachLike, like, regex, datetime } = MatchersV3;
const pact = pactWith('alert');
const ISO_INSTANT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

describe('alert service', () => {
  it('answers the banner alerts in the asked language', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.bannerAlertShown, { languageCode: 'de' })
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
        const alerts = await fetchBannerAlerts(signedInClientFor(server.url), 'de');
        expect(alerts[0]).toMatchObject({ alertType: 'Warning', dismissible: true });
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
          alertScheduleId: like('example-window'),
          maintenanceScheduleAttributes: {
            MaintenanceStartTime: datetime(ISO_INSTANT, '2026-11-30T02:00:00.000Z'),
            MaintenanceEndTime: datetime(ISO_INSTANT, '2026-11-30T04:00:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const alert = await fetchMaintenanceAlert(signedInClientFor(server.url));
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
        expect(await fetchMaintenanceAlert(signedInClientFor(server.url))).toBeNull();
      });
  });

  it('acknowledges a schedule', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.maintenanceAnnounced)
      .uponReceiving('an acknowledgement of the maintenance window')
      .withRequest(
        'POST',
        fromState(
          '/api/alert/v1/schedules/${scheduleId}/acknowledge',
          '/api/alert/v1/schedules/example-window/acknowledge',
        ),
        (request) => request.headers(authorized),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect(await acknowledgeAlertSchedule(signedInClientFor(server.url), 'example-window')).toBe(true);
      });
  });
});
