CREATE TABLE languages (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  native_name TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('ltr', 'rtl', 'auto')),
  position INTEGER NOT NULL
);

-- tenant_guid NULL holds the product's own texts; a tenant's row overrides them for that tenant.
CREATE TABLE translations (
  language_code TEXT NOT NULL REFERENCES languages (code),
  tenant_guid TEXT,
  module TEXT NOT NULL DEFAULT 'shell',
  key TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE UNIQUE INDEX translations_key ON translations (language_code, ifnull(tenant_guid, ''), module, key);
