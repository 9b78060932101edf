import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';
import { benchmarkingStore } from './store.ts';

type NotificationType = 'HOME_PAGE';

interface BenchmarkingNotification {
  messageId: string;
  notificationStatus: boolean;
  notificationType: NotificationType;
}

/** A user without a stored notification has nothing to see. */
const NOTHING_TO_SHOW = { messageId: 'NONE', notificationStatus: false };

export function benchmarkingHandlers(db: Db) {
  const store = benchmarkingStore(db);
  const notificationOf = (userGuid: string, type: NotificationType): BenchmarkingNotification => {
    const row = store.notificationOf(userGuid, type);
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
      store.saveNotification(userGuid, notificationType, messageId, notificationStatus);
      return notificationOf(userGuid, notificationType);
    },
  };
}
