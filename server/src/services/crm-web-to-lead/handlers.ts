import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { type WebToLead, webToLeadStore } from './store.ts';

/** The reference server stands in for the CRM's web-to-lead form: it keeps the leads it is sent. */
export function crmWebToLeadHandlers(db: Db) {
  const store = webToLeadStore(db);
  return {
    async createWebToLead(request: FastifyRequest<{ Body: WebToLead }>, reply: FastifyReply) {
      store.keepLead(request.body);
      return reply.status(204).send();
    },
  };
}
