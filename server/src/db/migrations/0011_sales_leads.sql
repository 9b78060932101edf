-- Leads posted by the web-to-lead form (no token): the reference server's stand-in for the CRM.
CREATE TABLE sales_leads (
  id TEXT PRIMARY KEY,
  oid TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  phone TEXT,
  lead_source TEXT,
  description TEXT,
  tenant_guid TEXT,
  consent_date TEXT,
  created_at TEXT NOT NULL
);
