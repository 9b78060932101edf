import type { Db } from '../src/db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Alert texts may carry HTML (the shell sanitises them); `{start}` stands for the maintenance start. */
const MESSAGES = {
  'alert-release': {
    'en-us': 'Trellis 4.12 is here. <a href="https://status.trellis.test/releases">See what is new</a>.',
    de: 'Trellis 4.12 ist da. <a href="https://status.trellis.test/releases">Das ist neu</a>.',
    fr: 'Trellis 4.12 est disponible. <a href="https://status.trellis.test/releases">Découvrez les nouveautés</a>.',
    ar: 'إصدار Trellis 4.12 متاح الآن. <a href="https://status.trellis.test/releases">اطّلع على الجديد</a>.',
    he: 'Trellis 4.12 כאן. <a href="https://status.trellis.test/releases">מה חדש</a>.',
  },
  'alert-maintenance-banner': {
    'en-us': '<strong>Scheduled maintenance</strong> on {start} (UTC) for two hours.',
    de: '<strong>Geplante Wartung</strong> am {start} (UTC) für zwei Stunden.',
    fr: '<strong>Maintenance planifiée</strong> le {start} (UTC) pendant deux heures.',
    ar: '<strong>صيانة مجدولة</strong> في {start} (UTC) لمدة ساعتين.',
    he: '<strong>תחזוקה מתוכננת</strong> ב-{start} (UTC) למשך שעתיים.',
  },
  'maintenance-window': {
    'en-us': 'The platform is unavailable during scheduled maintenance.',
    de: 'Während der geplanten Wartung ist die Plattform nicht verfügbar.',
    fr: 'La plateforme est indisponible pendant la maintenance planifiée.',
    ar: 'المنصة غير متاحة أثناء الصيانة المجدولة.',
    he: 'הפלטפורמה אינה זמינה במהלך התחזוקה המתוכננת.',
  },
} as const;

/** Two banners (one dismissible, one not) and one maintenance window a week ahead, shown for a year. */
export function seedAlerts(db: Db, now = new Date()): void {
  const shownFrom = new Date(now.getTime() - DAY_MS).toISOString();
  const shownUntil = new Date(now.getTime() + 365 * DAY_MS).toISOString();
  const start = new Date(now.getTime() + 7 * DAY_MS);
  start.setUTCHours(2, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);

  const schedule = db.prepare(
    `INSERT INTO alert_schedules (id, tenant_guid, kind, alert_type, dismissible, banner_color, shown_from, shown_until,
       maintenance_start, maintenance_end) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  schedule.run('alert-release', 'banner', 'Info', 0, '#E8F1FB', shownFrom, shownUntil, null, null);
  schedule.run('alert-maintenance-banner', 'banner', 'Warning', 1, '#FFF4E5', shownFrom, shownUntil, null, null);
  schedule.run(
    'maintenance-window',
    'maintenance',
    'Warning',
    1,
    null,
    shownFrom,
    shownUntil,
    start.toISOString(),
    end.toISOString(),
  );

  const message = db.prepare('INSERT INTO alert_messages (schedule_id, language_code, message) VALUES (?, ?, ?)');
  const startText = start.toISOString().slice(0, 16).replace('T', ' ');
  for (const [scheduleId, texts] of Object.entries(MESSAGES)) {
    for (const [language, text] of Object.entries(texts)) {
      message.run(scheduleId, language, text.replace('{start}', startText));
    }
  }
}
