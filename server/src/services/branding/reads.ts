import type { Db } from '../../db/database.ts';

interface BrandingRow {
  tenant_guid: string | null;
  login_logo_data: string | null;
  logo_data: string | null;
  primary_color: string;
  secondary_color: string;
  tertiary_color: string;
  page_title: string;
  favicon: string | null;
}

/** The branding reads by tenant (null: the product's own), shared with the global state. */
export function brandingReads(db: Db) {
  const productBranding = () => db.prepare('SELECT * FROM brandings WHERE tenant_guid IS NULL').get() as BrandingRow;

  /** The tenant's own branding, else its parent tenant's (by name), else the product's. */
  const brandingOf = (tenantGuid: string | null): { row: BrandingRow; inheritedFrom: string | null } => {
    if (!tenantGuid) return { row: productBranding(), inheritedFrom: null };
    const own = db.prepare('SELECT * FROM brandings WHERE tenant_guid = ?').get(tenantGuid) as BrandingRow | undefined;
    if (own) return { row: own, inheritedFrom: null };
    const parent = db
      .prepare(
        `SELECT b.*, p.name AS parent_name FROM tenants t JOIN tenants p ON p.name = t.parent_name
         JOIN brandings b ON b.tenant_guid = p.guid WHERE t.guid = ?`,
      )
      .get(tenantGuid) as (BrandingRow & { parent_name: string }) | undefined;
    return parent
      ? { row: parent, inheritedFrom: parent.parent_name }
      : { row: productBranding(), inheritedFrom: null };
  };

  const resourcesOf = (tenantGuid: string | null) => {
    const { row } = brandingOf(tenantGuid);
    return [
      ...(row.login_logo_data ? [{ resourceName: 'LoginLogo', data: row.login_logo_data }] : []),
      { resourceName: 'Favicon', ...(row.favicon ? { favicon: row.favicon } : {}), tabTitle: row.page_title },
    ];
  };

  const brandingResponseOf = (tenantGuid: string | null) => {
    const { row, inheritedFrom } = brandingOf(tenantGuid);
    return {
      loginLogoData: row.login_logo_data,
      logoData: row.logo_data,
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      tertiaryColor: row.tertiary_color,
      pageTitle: row.page_title,
      inheritedFrom,
      inherited: inheritedFrom !== null,
    };
  };

  return { brandingResponseOf, resourcesOf };
}
