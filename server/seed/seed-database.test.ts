import { describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/database.ts';
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

  it('grants Login to site admins of a database seeded before it existed', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db);
    db.prepare("DELETE FROM permissions WHERE name = 'Login'").run();
    db.prepare("DELETE FROM platform_info WHERE key = 'seeded:login-permission'").run();

    await seedDatabase(db);

    const login = db
      .prepare(
        `SELECT u.email, p.tenant_guid AS tenant, p.granted FROM permissions p JOIN users u ON u.guid = p.user_guid
         WHERE p.name = 'Login' AND u.email IN ('admin@acme.test', 'analyst@acme.test') ORDER BY u.email, tenant`,
      )
      .all();
    expect(login).toEqual([
      { email: 'admin@acme.test', tenant: TENANTS.acmeCorp, granted: 1 },
      { email: 'admin@acme.test', tenant: TENANTS.acmeSandbox, granted: 1 },
      { email: 'admin@acme.test', tenant: TENANTS.globex, granted: 1 },
      { email: 'analyst@acme.test', tenant: TENANTS.acmeCorp, granted: 0 },
    ]);
  });

  it('gives a database seeded before the status-page setting its setting and licence content', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db);
    db.prepare("DELETE FROM content_attributes WHERE key = 'SystemStatusUrl'").run();
    db.prepare(
      "UPDATE content_attributes SET value = 'https://status.trellis.test' WHERE key = 'LicenseContent'",
    ).run();
    db.prepare("DELETE FROM platform_info WHERE key = 'seeded:system-status-page'").run();

    await seedDatabase(db);

    const content = db
      .prepare(
        "SELECT tenant_guid AS tenant, key, value FROM content_attributes WHERE key IN ('LicenseContent', 'SystemStatusUrl') ORDER BY key",
      )
      .all();
    expect(content).toEqual([
      { tenant: TENANTS.acmeCorp, key: 'LicenseContent', value: 'Trellis Enterprise, licensed to Acme Corp' },
      { tenant: null, key: 'SystemStatusUrl', value: 'https://status.trellis.test' },
    ]);
  });
});
