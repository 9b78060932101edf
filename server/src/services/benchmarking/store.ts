import type { Db } from '../../db/database.ts';

/** The benchmarking service's SQL: one notification per user and type. */
export function benchmarkingStore(db: Db) {
  return {
    notificationOf(userGuid: string, type: string) {
      return db
        .prepare(
          `SELECT message_id AS messageId, notification_status AS status FROM benchmarking_notifications
           WHERE user_guid = ? AND notification_type = ?`,
        )
        .get(userGuid, type) as { messageId: string; status: number } | undefined;
    },

    saveNotification(userGuid: string, type: string, messageId: string, status: boolean) {
      db.prepare(
        `INSERT INTO benchmarking_notifications (user_guid, notification_type, message_id, notification_status)
         VALUES (?, ?, ?, ?) ON CONFLICT (user_guid, notification_type)
         DO UPDATE SET message_id = excluded.message_id, notification_status = excluded.notification_status`,
      ).run(userGuid, type, messageId, status ? 1 : 0);
    },
  };
}
