import type { Db } from '../../db/database.ts';

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

/** The alert service's SQL: schedules shown now, their messages, and who acknowledged them. */
export function alertStore(db: Db) {
  return {
    /** The banners shown now, each in the asked language, else in the default one. */
    bannersOf(tenantGuid: string, language: string) {
      return db
        .prepare(
          `SELECT s.id, s.alert_type, s.dismissible, s.banner_color,
             coalesce(
               (SELECT message FROM alert_messages WHERE schedule_id = s.id AND language_code = lower(@language)),
               (SELECT message FROM alert_messages WHERE schedule_id = s.id AND language_code = @fallback)) AS message
           FROM alert_schedules s WHERE s.kind = 'banner' AND ${SHOWN_NOW} ORDER BY s.shown_from DESC, s.id`,
        )
        .all({
          tenant: tenantGuid,
          now: new Date().toISOString(),
          language,
          fallback: DEFAULT_LANGUAGE,
        }) as BannerRow[];
    },

    /** The next maintenance shown now that the user has not acknowledged. */
    maintenanceFor(tenantGuid: string, userGuid: string) {
      return db
        .prepare(
          `SELECT s.id, s.maintenance_start, s.maintenance_end FROM alert_schedules s
           WHERE s.kind = 'maintenance' AND ${SHOWN_NOW} AND s.maintenance_end > @now
             AND NOT EXISTS (SELECT 1 FROM alert_acknowledgements a WHERE a.schedule_id = s.id AND a.user_guid = @user)
           ORDER BY s.maintenance_start LIMIT 1`,
        )
        .get({ tenant: tenantGuid, now: new Date().toISOString(), user: userGuid }) as
        { id: string; maintenance_start: string; maintenance_end: string } | undefined;
    },

    /** Answers false when the tenant sees no such schedule. */
    acknowledge(scheduleId: string, tenantGuid: string, userGuid: string) {
      const schedule = db
        .prepare('SELECT 1 FROM alert_schedules WHERE id = ? AND (tenant_guid IS NULL OR tenant_guid = ?)')
        .get(scheduleId, tenantGuid);
      if (!schedule) return false;
      db.prepare(
        `INSERT INTO alert_acknowledgements (schedule_id, user_guid, acknowledged_at) VALUES (?, ?, ?)
         ON CONFLICT (schedule_id, user_guid) DO NOTHING`,
      ).run(scheduleId, userGuid, new Date().toISOString());
      return true;
    },
  };
}
