import type { Db } from '../../db/database.ts';

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

/** The atlas service's SQL: the tenant's navigation and theme settings. */
export function atlasStore(db: Db) {
  return {
    settingsOf(tenantGuid: string): AtlasRow {
      return (
        (db.prepare('SELECT * FROM atlas_settings WHERE tenant_guid = ?').get(tenantGuid) as AtlasRow | undefined) ??
        TENANT_DEFAULTS
      );
    },
  };
}
