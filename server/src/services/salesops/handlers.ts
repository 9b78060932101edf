import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';

interface CaseRequest {
  caseType: string;
  caseParams: Record<string, unknown>;
}

interface CaseRow {
  id: string;
  caseType: string;
  caseParams: string;
  createdAt: string;
}

const toRecord = (row: CaseRow) => ({ ...row, caseParams: JSON.parse(row.caseParams) as Record<string, unknown> });

export function salesopsHandlers(db: Db) {
  const CASE_COLUMNS = 'id, case_type AS caseType, case_params AS caseParams, created_at AS createdAt';
  return {
    async createCase(request: FastifyRequest<{ Body: CaseRequest }>, reply: FastifyReply) {
      const session = sessionOf(request);
      const id = randomUUID();
      db.prepare(
        `INSERT INTO sales_cases (id, tenant_guid, user_guid, case_type, case_params, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        session.tenantGuid,
        session.guid,
        request.body.caseType,
        JSON.stringify(request.body.caseParams),
        new Date().toISOString(),
      );
      const row = db.prepare(`SELECT ${CASE_COLUMNS} FROM sales_cases WHERE id = ?`).get(id) as CaseRow;
      return reply.status(201).send(toRecord(row));
    },
    async listCases(request: FastifyRequest) {
      const session = sessionOf(request);
      const rows = db
        .prepare(
          `SELECT ${CASE_COLUMNS} FROM sales_cases WHERE tenant_guid = ? AND user_guid = ?
           ORDER BY created_at DESC, rowid DESC`,
        )
        .all(session.tenantGuid, session.guid) as CaseRow[];
      return rows.map(toRecord);
    },
  };
}
