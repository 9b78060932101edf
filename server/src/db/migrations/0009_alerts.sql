-- An alert schedule is shown between shown_from and shown_until; tenant_guid NULL shows it to every tenant.
CREATE TABLE alert_schedules (
  id TEXT PRIMARY KEY,
  tenant_guid TEXT REFERENCES tenants (guid),
  kind TEXT NOT NULL CHECK (kind IN ('banner', 'maintenance')),
  alert_type TEXT NOT NULL CHECK (alert_type IN ('Error', 'Warning', 'Info')),
  dismissible INTEGER NOT NULL,
  banner_color TEXT,
  shown_from TEXT NOT NULL,
  shown_until TEXT NOT NULL,
  maintenance_start TEXT,
  maintenance_end TEXT
);

CREATE TABLE alert_messages (
  schedule_id TEXT NOT NULL REFERENCES alert_schedules (id),
  language_code TEXT NOT NULL,
  message TEXT NOT NULL,
  PRIMARY KEY (schedule_id, language_code)
);

CREATE TABLE alert_acknowledgements (
  schedule_id TEXT NOT NULL REFERENCES alert_schedules (id),
  user_guid TEXT NOT NULL REFERENCES users (guid),
  acknowledged_at TEXT NOT NULL,
  PRIMARY KEY (schedule_id, user_guid)
);
