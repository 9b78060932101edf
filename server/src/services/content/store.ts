import type { Db } from '../../db/database.ts';

export interface ContentAttribute {
  Key: string;
  Value: string;
}

/** The content service's SQL: the platform's version and the content settings. */
export function contentStore(db: Db) {
  return {
    platformVersion() {
      const row = db.prepare("SELECT value FROM platform_info WHERE key = 'version'").get() as
        { value: string } | undefined;
      return row?.value ?? null;
    },

    /** The product's settings, each overridden by the tenant's own value when it has one. */
    attributesOf(tenantGuid: string | null) {
      return db
        .prepare(
          `SELECT key AS Key, value AS Value FROM content_attributes c
           WHERE tenant_guid IS ? OR (tenant_guid IS NULL AND NOT EXISTS
             (SELECT 1 FROM content_attributes o WHERE o.key = c.key AND o.tenant_guid IS ?))
           ORDER BY key`,
        )
        .all(tenantGuid, tenantGuid) as ContentAttribute[];
    },
  };
}
