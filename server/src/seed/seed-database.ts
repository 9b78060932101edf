import type { Db } from '../db/database.ts';
import { PLATFORM_VERSION } from '../config.ts';
import { seedAccess } from './seed-access.ts';
import { seedBranding } from './seed-branding.ts';
import { seedLanguages } from './seed-languages.ts';

/** Demo data, written once into a new database. */
export async function seedDatabase(db: Db): Promise<void> {
  const seeded = db.prepare("SELECT value FROM platform_info WHERE key = 'seeded_at'").get();
  if (seeded) return;
  await seedAccess(db);
  db.transaction(() => {
    const info = db.prepare('INSERT INTO platform_info (key, value) VALUES (?, ?)');
    info.run('version', PLATFORM_VERSION);
    const attribute = db.prepare('INSERT INTO content_attributes (tenant_guid, key, value) VALUES (?, ?, ?)');
    attribute.run(null, 'seedTranslationDomains', 'shell');
    attribute.run(null, 'BuyNow', 'true');
    seedLanguages(db);
    seedBranding(db);
    info.run('seeded_at', new Date().toISOString());
  })();
}
