import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';

import { type ApiClient, apiClient, type ApiSchemas, BANNER_STALE_MS, readOr, responseSchemaOf } from '@/shared/api';
import { readableItems } from '@/shared/lib/parse';

const alertSchema = responseSchemaOf<ApiSchemas['alert']['Alert']>()(
  z.object({
    alertScheduleId: z.string().check(z.minLength(1)),
    alertType: z.catch(z.string(), 'Info'),
    bannerMessage: z.object({ message: z.string() }),
    dismissible: z.catch(z.boolean(), true),
    displayAttributes: z.catch(
      z.object({
        attributes: z.catch(
          z.object({
            BannerColor: z.catch(z.optional(z.string().check(z.regex(/^#[0-9a-f]{6}$/i))), undefined),
          }),
          {},
        ),
      }),
      { attributes: {} },
    ),
  }),
);

const maintenanceAlertSchema = responseSchemaOf<ApiSchemas['alert']['MaintenanceAlert']>()(
  z.object({
    alertScheduleId: z.string().check(z.minLength(1)),
    maintenanceScheduleAttributes: z.object({
      MaintenanceStartTime: z.iso.datetime({ offset: true }),
      MaintenanceEndTime: z.iso.datetime({ offset: true }),
    }),
  }),
);

export type Alert = z.infer<typeof alertSchema>;
export type MaintenanceAlert = z.infer<typeof maintenanceAlertSchema>;

/** Banner alerts in the user's language; a failure or unreadable answer shows none (section 8). */
export async function fetchBannerAlerts(client: ApiClient, languageCode: string): Promise<Alert[]> {
  const call = client.GET('/api/alert/v1/alerts/banner/immediate', { params: { query: { languageCode } } });
  return readOr([], call, (data) => readableItems(alertSchema, data));
}

export const bannerAlertsQueryKey = ['alerts', 'banner'] as const;

export const bannerAlertsQuery = (tenantGuid: string | null, languageCode: string) =>
  queryOptions({
    queryKey: [...bannerAlertsQueryKey, tenantGuid, languageCode],
    queryFn: () => fetchBannerAlerts(apiClient, languageCode),
    enabled: tenantGuid !== null,
    staleTime: BANNER_STALE_MS,
  });

/** The maintenance to announce, or null when there is none (204), the call fails or the answer is unreadable. */
export async function fetchMaintenanceAlert(client: ApiClient): Promise<MaintenanceAlert | null> {
  // 204 (no maintenance) has no body, which the schema refuses: null, as for a failure.
  return readOr(
    null,
    client.GET('/api/alert/v1/alerts/maintenance/immediate'),
    (data) => maintenanceAlertSchema.safeParse(data).data,
  );
}

/** A maintenance window is planned well ahead: read again after five minutes, not on every page. */
const MAINTENANCE_STALE_MS = 5 * 60_000;

/**
 * The maintenance announced to the user, for the banner's countdown; read only with MaintenanceAlertView (the server
 * refuses it otherwise), and none once the user has acknowledged it.
 */
export const maintenanceAlertQuery = (tenantGuid: string | null, mayView: boolean) =>
  queryOptions({
    queryKey: ['alerts', 'maintenance', tenantGuid],
    queryFn: () => fetchMaintenanceAlert(apiClient),
    enabled: tenantGuid !== null && mayView,
    staleTime: MAINTENANCE_STALE_MS,
  });

/** Tells the server not to show this schedule to the user again; answers whether it was stored. */
export async function acknowledgeAlertSchedule(client: ApiClient, scheduleId: string): Promise<boolean> {
  const call = client.POST('/api/alert/v1/schedules/{id}/acknowledge', { params: { path: { id: scheduleId } } });
  return readOr(false, call, () => true);
}
