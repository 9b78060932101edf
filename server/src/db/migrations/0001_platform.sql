CREATE TABLE platform_info (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- tenant_guid NULL holds the anonymous (pre-sign-in) content settings.
CREATE TABLE content_attributes (
  tenant_guid TEXT,
  key TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE UNIQUE INDEX content_attributes_key ON content_attributes (ifnull(tenant_guid, ''), key);
