import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/database.ts';
import { sessionOf } from '../session-of.ts';

interface AtlasRow {
  show_legacy_navigation: number;
  new_navigation_tenant_preference: number;
  new_navigation_preview_enabled: number;
  theme_enabled: number;
  theme: string;
}

/** A tenant without settings keeps the legacy navigation and has no themes. */
const TENANT_DEFAULTS: AtlasRow = {
  show_legacy_navigation: 1,
  new_navigation_tenant_preference: 0,
  new_navigation_preview_enabled: 0,
  theme_enabled: 0,
  theme: 'default',
};

export function atlasHandlers(db: Db) {
  const settingsOf = (request: FastifyRequest): AtlasRow =>
    (db.prepare('SELECT * FROM atlas_settings WHERE tenant_guid = ?').get(sessionOf(request).tenantGuid) as
      AtlasRow | undefined) ?? TENANT_DEFAULTS;

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
