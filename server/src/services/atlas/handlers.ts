import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';
import { atlasStore } from './store.ts';

export function atlasHandlers(db: Db) {
  const store = atlasStore(db);
  const settingsOf = (request: FastifyRequest) => store.settingsOf(sessionOf(request).tenantGuid);

  return {
    async getNavigationConfiguration(request: FastifyRequest) {
      const row = settingsOf(request);
      return {
        showLegacyNavigation: row.show_legacy_navigation === 1,
        newNavigationTenantPreference: row.new_navigation_tenant_preference === 1,
        newNavigationPreviewEnabled: row.new_navigation_preview_enabled === 1,
      };
    },
    async getTheme(request: FastifyRequest) {
      const row = settingsOf(request);
      return { themeEnabled: row.theme_enabled === 1, theme: row.theme };
    },
  };
}
