import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { contentStore } from './store.ts';

export function contentHandlers(db: Db) {
  const store = contentStore(db);
  return {
    async getContentVersion(_request: FastifyRequest, reply: FastifyReply) {
      return reply.type('text/plain; charset=utf-8').send(store.platformVersion() ?? '0.0.0');
    },
    async getContentAttributes() {
      return { attributes: store.attributesOf(null) };
    },
    async getAuthContentAttributes(request: FastifyRequest) {
      return { attributes: store.attributesOf(request.session?.tenantGuid ?? null) };
    },
  };
}
