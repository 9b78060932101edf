import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';

interface ContentAttribute {
  Key: string;
  Value: string;
}

export function contentHandlers(db: Db) {
  /** The product's settings, each overridden by the tenant's own value when it has one. */
  const attributesOf = (tenantGuid: string | null): ContentAttribute[] =>
    db
      .prepare(
        `SELECT key AS Key, value AS Value FROM content_attributes c
         WHERE tenant_guid IS ? OR (tenant_guid IS NULL AND NOT EXISTS
           (SELECT 1 FROM content_attributes o WHERE o.key = c.key AND o.tenant_guid IS ?))
         ORDER BY key`,
      )
      .all(tenantGuid, tenantGuid) as ContentAttribute[];

  return {
    async getContentVersion(_request: FastifyRequest, reply: FastifyReply) {
      const row = db.prepare("SELECT value FROM platform_info WHERE key = 'version'").get() as
        { value: string } | undefined;
      return reply.type('text/plain; charset=utf-8').send(row?.value ?? '0.0.0');
    },
    async getContentAttributes() {
      return { attributes: attributesOf(null) };
    },
    async getAuthContentAttributes(request: FastifyRequest) {
      return { attributes: attributesOf(request.session?.tenantGuid ?? null) };
    },
  };
}
