-- Navigation and theme capability per tenant; a tenant without a row gets the defaults of the atlas handlers.
CREATE TABLE atlas_settings (
  tenant_guid TEXT PRIMARY KEY REFERENCES tenants (guid),
  show_legacy_navigation INTEGER NOT NULL,
  new_navigation_tenant_preference INTEGER NOT NULL,
  new_navigation_preview_enabled INTEGER NOT NULL,
  theme_enabled INTEGER NOT NULL,
  theme TEXT NOT NULL CHECK (theme IN ('default', 'preview', 'preview-dark', 'preview-system'))
);
