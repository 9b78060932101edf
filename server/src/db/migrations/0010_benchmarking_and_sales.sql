CREATE TABLE benchmarking_notifications (
  user_guid TEXT NOT NULL REFERENCES users (guid),
  notification_type TEXT NOT NULL CHECK (notification_type IN ('HOME_PAGE')),
  message_id TEXT NOT NULL,
  notification_status INTEGER NOT NULL,
  PRIMARY KEY (user_guid, notification_type)
);

CREATE TABLE sales_cases (
  id TEXT PRIMARY KEY,
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  user_guid TEXT NOT NULL REFERENCES users (guid),
  case_type TEXT NOT NULL,
  case_params TEXT NOT NULL,
  created_at TEXT NOT NULL
);
