import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { sessionOf } from '../session-of.ts';

const DEFAULT_LANGUAGE = 'en-us';

interface BannerRow {
  id: string;
  alert_type: string;
  dismissible: number;
  banner_color: string | null;
  message: string;
}

/** Schedules for every tenant or the session's one, shown now. */
const SHOWN_NOW = `(s.tenant_guid IS NULL OR s.tenant_guid = @tenant) AND s.shown_from <= @now AND s.shown_until > @now`;

export function alertHandlers(db: Db) {
  return {
    async getBannerAlerts(request: FastifyRequest<{ Querystring: { languageCode: string } }>) {
      const rows = db
        .prepare(
          `SELECT s.id, s.alert_type, s.dismissible, s.banner_color,
             coalesce(
               (SELECT message FROM alert_messages WHERE schedule_id = s.id AND language_code = lower(@language)),
               (SELECT message FROM alert_messages WHERE schedule_id = s.id AND language_code = @fallback)) AS message
           FROM alert_schedules s WHERE s.kind = 'banner' AND ${SHOWN_NOW} ORDER BY s.shown_from DESC, s.id`,
        )
        .all({
          tenant: sessionOf(request).tenantGuid,
          now: new Date().toISOString(),
          language: request.query.languageCode,
          fallback: DEFAULT_LANGUAGE,
        }) as BannerRow[];
      return rows.map((row) => ({
        alertScheduleId: row.id,
        alertType: row.alert_type,
        bannerMessage: { message: row.message ?? '' },
        dismissible: row.dismissible === 1,
        displayAttributes: { attributes: row.banner_color ? { BannerColor: row.banner_color } : {} },
      }));
    },

    async getMaintenanceAlert(request: FastifyRequest, reply: FastifyReply) {
      const session = sessionOf(request);
      const row = db
        .prepare(
          `SELECT s.id, s.maintenance_start, s.maintenance_end FROM alert_schedules s
           WHERE s.kind = 'maintenance' AND ${SHOWN_NOW} AND s.maintenance_end > @now
             AND NOT EXISTS (SELECT 1 FROM alert_acknowledgements a WHERE a.schedule_id = s.id AND a.user_guid = @user)
           ORDER BY s.maintenance_start LIMIT 1`,
        )
        .get({ tenant: session.tenantGuid, now: new Date().toISOString(), user: session.guid }) as
        { id: string; maintenance_start: string; maintenance_end: string } | undefined;
      if (!row) return reply.status(204).send();
      return {
        alertScheduleId: row.id,
        maintenanceScheduleAttributes: {
          MaintenanceStartTime: row.maintenance_start,
          MaintenanceEndTime: row.maintenance_end,
        },
      };
    },

    async acknowledgeAlertSchedule(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const session = sessionOf(request);
      const schedule = db
        .prepare('SELECT 1 FROM alert_schedules WHERE id = ? AND (tenant_guid IS NULL OR tenant_guid = ?)')
        .get(request.params.id, session.tenantGuid);
      if (!schedule) throw problem(404, `No alert schedule ${request.params.id}.`);
      db.prepare(
        `INSERT INTO alert_acknowledgements (schedule_id, user_guid, acknowledged_at) VALUES (?, ?, ?)
         ON CONFLICT (schedule_id, user_guid) DO NOTHING`,
      ).run(request.params.id, session.guid, new Date().toISOString());
      return reply.status(204).send();
    },
  };
}
