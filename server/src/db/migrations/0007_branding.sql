-- tenant_guid NULL is the product's own branding, used before sign-in and by tenants without one of their own.
CREATE TABLE brandings (
  tenant_guid TEXT UNIQUE,
  variant TEXT NOT NULL CHECK (variant IN ('privacy', 'trust', 'custom')),
  login_logo_data TEXT,
  logo_data TEXT,
  primary_color TEXT NOT NULL,
  secondary_color TEXT NOT NULL,
  tertiary_color TEXT NOT NULL,
  page_title TEXT NOT NULL,
  favicon TEXT
);
