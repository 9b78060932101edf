-- Organisation groups a user may switch to in a tenant besides their membership's own (section 1: a user can
-- switch organisation group during a session).
CREATE TABLE org_group_members (
  user_guid TEXT NOT NULL REFERENCES users (guid),
  org_group_guid TEXT NOT NULL REFERENCES org_groups (guid),
  PRIMARY KEY (user_guid, org_group_guid)
);
