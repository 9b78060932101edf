-- One-time codes the reference SAML identity provider hands to /sso, exchanged once for tokens.
CREATE TABLE sso_codes (
  code TEXT PRIMARY KEY,
  user_guid TEXT NOT NULL REFERENCES users (guid),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
