-- Date and time display settings: a user's own, and their organisation's (per tenant).
CREATE TABLE user_ui_settings (
  user_guid TEXT NOT NULL,
  key TEXT NOT NULL CHECK (key IN ('dateFormat', 'timeFormat')),
  value TEXT NOT NULL,
  PRIMARY KEY (user_guid, key)
);

CREATE TABLE tenant_ui_settings (
  tenant_guid TEXT NOT NULL,
  key TEXT NOT NULL CHECK (key IN ('dateFormat', 'timeFormat')),
  value TEXT NOT NULL,
  PRIMARY KEY (tenant_guid, key)
);
