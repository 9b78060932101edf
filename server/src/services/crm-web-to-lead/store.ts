import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database.ts';

export type WebToLead = Partial<
  Record<'oid' | 'company' | 'phone' | 'description' | 'tenant_guid' | 'consent_date', string>
> &
  Record<'first_name' | 'last_name' | 'email' | 'lead_source', string>;

/** The CRM stand-in's SQL: the leads it was sent. */
export function webToLeadStore(db: Db) {
  return {
    keepLead(lead: WebToLead) {
      db.prepare(
        `INSERT INTO sales_leads (id, oid, first_name, last_name, email, company, phone, lead_source, description,
           tenant_guid, consent_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        randomUUID(),
        lead.oid ?? null,
        lead.first_name,
        lead.last_name,
        lead.email,
        lead.company ?? null,
        lead.phone ?? null,
        lead.lead_source,
        lead.description ?? null,
        lead.tenant_guid ?? null,
        lead.consent_date ?? null,
        new Date().toISOString(),
      );
    },
  };
}
