import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';

type WebToLead = Partial<Record<'oid' | 'company' | 'phone' | 'description' | 'tenant_guid' | 'consent_date', string>> &
  Record<'first_name' | 'last_name' | 'email' | 'lead_source', string>;

/** The reference server stands in for the CRM's web-to-lead form: it keeps the leads it is sent. */
export function crmWebToLeadHandlers(db: Db) {
  return {
    async createWebToLead(request: FastifyRequest<{ Body: WebToLead }>, reply: FastifyReply) {
      const lead = request.body;
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
      return reply.status(204).send();
    },
  };
}
