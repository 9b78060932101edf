CREATE TABLE tenants (
  guid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  parent_name TEXT,
  buying_type TEXT NOT NULL DEFAULT 'STANDARD',
  -- Portal prefix put into the tokens' ptl claim; NULL for none.
  ptl TEXT
);

CREATE TABLE org_groups (
  guid TEXT PRIMARY KEY,
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  name TEXT NOT NULL
);

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  name TEXT NOT NULL,
  parent_id TEXT REFERENCES organizations (id),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  guid TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  language_code TEXT NOT NULL DEFAULT 'en-us',
  access_lifetime_s INTEGER NOT NULL DEFAULT 900,
  refresh_lifetime_s INTEGER NOT NULL DEFAULT 28800
);

-- A user's place in a tenant: organisation group, invited organisation and role. One default per user.
CREATE TABLE memberships (
  user_guid TEXT NOT NULL REFERENCES users (guid),
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  org_group_guid TEXT NOT NULL REFERENCES org_groups (guid),
  organization_id TEXT REFERENCES organizations (id),
  role TEXT NOT NULL,
  virtual_role TEXT,
  is_default INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_guid, tenant_guid)
);

CREATE TABLE permissions (
  user_guid TEXT NOT NULL,
  tenant_guid TEXT NOT NULL,
  name TEXT NOT NULL,
  granted INTEGER NOT NULL,
  PRIMARY KEY (user_guid, tenant_guid, name),
  FOREIGN KEY (user_guid, tenant_guid) REFERENCES memberships (user_guid, tenant_guid)
);

-- Refresh tokens rotate: each is used once; a family is revoked as a whole at logout or on reuse.
CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  family TEXT NOT NULL,
  user_guid TEXT NOT NULL REFERENCES users (guid),
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

-- Links into the platform carry ?context=&contextVersion=, naming the tenant they belong to.
CREATE TABLE tenant_contexts (
  context TEXT NOT NULL,
  context_version TEXT NOT NULL,
  tenant_guid TEXT NOT NULL REFERENCES tenants (guid),
  PRIMARY KEY (context, context_version)
);
