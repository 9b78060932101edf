import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { brandingReads } from './reads.ts';

export function brandingHandlers(db: Db) {
  const { brandingResponseOf, resourcesOf } = brandingReads(db);
  return {
    async getBranding(request: FastifyRequest) {
      return brandingResponseOf(request.session?.tenantGuid ?? null);
    },
    async getLoginPageResources(request: FastifyRequest) {
      return resourcesOf(request.session?.tenantGuid ?? null);
    },
    async getAnonymousLoginPageResources() {
      return resourcesOf(null);
    },
  };
}
