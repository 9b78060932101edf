CREATE TABLE tool_settings (
  user_guid TEXT NOT NULL REFERENCES users (guid),
  tool_name TEXT NOT NULL CHECK (tool_name IN ('UserFeedback', 'UserGuidance', 'ProductImprovements', 'ProductImprovementsNotification')),
  enabled INTEGER NOT NULL,
  PRIMARY KEY (user_guid, tool_name)
);

CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  product TEXT NOT NULL,
  trial INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT
);

-- SAML single sign-on per e-mail domain.
CREATE TABLE saml_domains (
  domain TEXT PRIMARY KEY COLLATE NOCASE,
  is_enabled INTEGER NOT NULL,
  is_open_saml4 INTEGER NOT NULL,
  sign_out_url TEXT
);
