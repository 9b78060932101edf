import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { problem } from '../../http/problem.ts';
import { sessionOf } from '../session-of.ts';
import { alertStore } from './store.ts';

export function alertHandlers(db: Db) {
  const store = alertStore(db);
  return {
    async getBannerAlerts(request: FastifyRequest<{ Querystring: { languageCode: string } }>) {
      const rows = store.bannersOf(sessionOf(request).tenantGuid, request.query.languageCode);
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
      const row = store.maintenanceFor(session.tenantGuid, session.guid);
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
      if (!store.acknowledge(request.params.id, session.tenantGuid, session.guid))
        throw problem(404, `No alert schedule ${request.params.id}.`);
      return reply.status(204).send();
    },
  };
}
