import type { Db } from '../src/db/database.ts';

/**
 * The `Login` permission (the whole organisation tree, section 6) for databases seeded before it existed: granted to
 * site admins, refused to everyone else. Where the row exists already (a database seeded with it), it stays.
 */
export function seedLoginPermission(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO permissions (user_guid, tenant_guid, name, granted)
     SELECT user_guid, tenant_guid, 'Login', role = 'Site Admin' FROM memberships`,
  ).run();
}
