import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';
import { salesopsStore } from './store.ts';

interface CaseRequest {
  caseType: string;
  caseParams: Record<string, unknown>;
}

export function salesopsHandlers(db: Db) {
  const store = salesopsStore(db);
  return {
    async createCase(request: FastifyRequest<{ Body: CaseRequest }>, reply: FastifyReply) {
      const session = sessionOf(request);
      const { caseType, caseParams } = request.body;
      return reply.status(201).send(store.createCase(session.tenantGuid, session.guid, caseType, caseParams));
    },
    async listCases(request: FastifyRequest) {
      const session = sessionOf(request);
      return store.casesOf(session.tenantGuid, session.guid);
    },
  };
}
