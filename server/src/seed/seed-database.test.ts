import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { TENANTS, USERS } from './demo-ids.ts';
import { seedDatabase } from './seed-database.ts';

const valueOf = (db: ReturnType<typeof openDatabase>, key: string) =>
  (
    db
      .prepare("SELECT value FROM translations WHERE language_code = 'en-us' AND tenant_guid IS NULL AND key = ?")
      .get(key) as { value: string } | undefined
  )?.value;

describe('seeding an existing database', () => {
  it("brings the shell's texts up to date and leaves the recorded steps alone", async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db);
    db.prepare("DELETE FROM translations WHERE key = 'OrganizationPeople'").run();
    db.prepare("UPDATE translations SET value = 'old' WHERE key = 'ProductName' AND tenant_guid IS NULL").run();
    const memberships = db.prepare('SELECT count(*) AS n FROM memberships').get();

    await seedDatabase(db);

    expect(valueOf(db, 'OrganizationPeople')).toBe('People in your organisation group');
    expect(valueOf(db, 'ProductName')).not.toBe('old');
    expect(db.prepare('SELECT count(*) AS n FROM memberships').get()).toEqual(memberships);
  });

  it('applies a step added later to a database seeded before it', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db);
    const adminInGlobex = [USERS.admin, TENANTS.globex];
    db.prepare('DELETE FROM permissions WHERE user_guid = ? AND tenant_guid = ?').run(...adminInGlobex);
    db.prepare('DELETE FROM memberships WHERE user_guid = ? AND tenant_guid = ?').run(...adminInGlobex);
    db.prepare("DELETE FROM platform_info WHERE key = 'seeded:admin-in-globex'").run();

    await seedDatabase(db);

    const tenants = db
      .prepare(
        `SELECT t.name FROM memberships m JOIN tenants t ON t.guid = m.tenant_guid JOIN users u ON u.guid = m.user_guid
         WHERE u.email = 'admin@acme.test' ORDER BY t.name`,
      )
      .all();
    expect(tenants).toEqual([{ name: 'Acme Corp' }, { name: 'Acme Sandbox' }, { name: 'Globex' }]);
  });
});
