import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';

type NotificationType = 'HOME_PAGE';

interface BenchmarkingNotification {
  messageId: string;
  notificationStatus: boolean;
  notificationType: NotificationType;
}

/** A user without a stored notification has nothing to see. */
const NOTHING_TO_SHOW = { messageId: 'NONE', notificationStatus: false };

export function benchmarkingHandlers(db: Db) {
  const notificationOf = (userGuid: string, type: NotificationType): BenchmarkingNotification => {
    const row = db
      .prepare(
        `SELECT message_id AS messageId, notification_status AS status FROM benchmarking_notifications
         WHERE user_guid = ? AND notification_type = ?`,
      )
      .get(userGuid, type) as { messageId: string; status: number } | undefined;
    return row
      ? { messageId: row.messageId, notificationStatus: row.status === 1, notificationType: type }
      : { ...NOTHING_TO_SHOW, notificationType: type };
  };

  return {
    async getBenchmarkingNotification(request: FastifyRequest<{ Params: { type: NotificationType } }>) {
      return notificationOf(sessionOf(request).guid, request.params.type);
    },
    async saveBenchmarkingNotification(request: FastifyRequest<{ Body: BenchmarkingNotification }>) {
      const userGuid = sessionOf(request).guid;
      const { messageId, notificationStatus, notificationType } = request.body;
      db.prepare(
        `INSERT INTO benchmarking_notifications (user_guid, notification_type, message_id, notification_status)
         VALUES (?, ?, ?, ?) ON CONFLICT (user_guid, notification_type)
         DO UPDATE SET message_id = excluded.message_id, notification_status = excluded.notification_status`,
      ).run(userGuid, notificationType, messageId, notificationStatus ? 1 : 0);
      return notificationOf(userGuid, notificationType);
    },
  };
}
