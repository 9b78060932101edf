import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';

interface CaseRow {
  id: string;
  caseType: string;
  caseParams: string;
  createdAt: string;
}

const CASE_COLUMNS = 'id, case_type AS caseType, case_params AS caseParams, created_at AS createdAt';
const toRecord = (row: CaseRow) => ({ ...row, caseParams: JSON.parse(row.caseParams) as Record<string, unknown> });

/** The salesops service's SQL: the cases a user sent, kept per tenant and user. */
export function salesopsStore(db: Db) {
  return {
    createCase(tenantGuid: string, userGuid: string, caseType: string, caseParams: Record<string, unknown>) {
      const id = randomUUID();
      db.prepare(
        `INSERT INTO sales_cases (id, tenant_guid, user_guid, case_type, case_params, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(id, tenantGuid, userGuid, caseType, JSON.stringify(caseParams), new Date().toISOString());
      return toRecord(db.prepare(`SELECT ${CASE_COLUMNS} FROM sales_cases WHERE id = ?`).get(id) as CaseRow);
    },

    casesOf(tenantGuid: string, userGuid: string) {
      const rows = db
        .prepare(
          `SELECT ${CASE_COLUMNS} FROM sales_cases WHERE tenant_guid = ? AND user_guid = ?
           ORDER BY created_at DESC, rowid DESC`,
        )
        .all(tenantGuid, userGuid) as CaseRow[];
      return rows.map(toRecord);
    },
  };
}
