import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';

interface ContentAttribute {
  Key: string;
  Value: string;
}

export function contentHandlers(db: Db) {
  const attributesOf = (tenantGuid: string | null): ContentAttribute[] =>
    db
      .prepare('SELECT key AS Key, value AS Value FROM content_attributes WHERE tenant_guid IS ? ORDER BY key')
      .all(tenantGuid) as ContentAttribute[];

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
