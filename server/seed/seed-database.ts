import { PLATFORM_VERSION } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { seedAccess } from './seed-access.ts';
import { seedAdminInGlobex } from './seed-admin-in-globex.ts';
import { seedAlerts } from './seed-alerts.ts';
import { seedBranding } from './seed-branding.ts';
import { seedLanguages, syncShellTranslations } from './seed-languages.ts';
import { seedLoginPermission } from './seed-login-permission.ts';
import { seedOrganizationSettingsPermission } from './seed-organization-settings-permission.ts';
import { seedSwitchContext } from './seed-switch-context.ts';
import { seedSystemStatusPage } from './seed-system-status-page.ts';
import { seedTenantSettings } from './seed-tenant-settings.ts';

function seedPlatform(db: Db): void {
  db.prepare('INSERT INTO platform_info (key, value) VALUES (?, ?)').run('version', PLATFORM_VERSION);
  const attribute = db.prepare('INSERT INTO content_attributes (tenant_guid, key, value) VALUES (?, ?, ?)');
  attribute.run(null, 'seedTranslationDomains', 'shell');
  attribute.run(null, 'BuyNow', 'true');
  seedLanguages(db);
  seedBranding(db);
}

/**
 * Demo data, each step written once: a step added later is applied to an existing database too (steps are
 * recorded in platform_info as `seeded:{step}`).
 */
const STEPS: [string, (db: Db) => void][] = [
  ['platform', seedPlatform],
  ['tenant-settings', seedTenantSettings],
  ['alerts', (db) => seedAlerts(db)],
  ['admin-in-globex', seedAdminInGlobex],
  ['organization-settings-permission', seedOrganizationSettingsPermission],
  ['login-permission', seedLoginPermission],
  ['system-status-page', seedSystemStatusPage],
  ['switch-context', seedSwitchContext],
];

export async function seedDatabase(db: Db): Promise<void> {
  const done = (step: string) => db.prepare('SELECT 1 FROM platform_info WHERE key = ?').get(`seeded:${step}`);
  // Databases seeded before steps were recorded hold one `seeded_at` for the access and platform steps.
  db.prepare(
    `INSERT OR IGNORE INTO platform_info (key, value)
     SELECT 'seeded:' || step.name, value FROM platform_info, (SELECT 'access' AS name UNION SELECT 'platform') step
     WHERE key = 'seeded_at'`,
  ).run();
  if (!done('access')) {
    await seedAccess(db);
    db.prepare('INSERT INTO platform_info (key, value) VALUES (?, ?)').run('seeded:access', new Date().toISOString());
  }
  for (const [step, seed] of STEPS) {
    if (done(step)) continue;
    db.transaction(() => {
      seed(db);
      db.prepare('INSERT INTO platform_info (key, value) VALUES (?, ?)').run(
        `seeded:${step}`,
        new Date().toISOString(),
      );
    })();
  }
  syncShellTranslations(db);
}
