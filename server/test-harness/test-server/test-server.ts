import { fileURLToPath } from 'node:url';

import { seedDatabase } from '../../seed/seed-database.ts';
import { buildServer, type ServerOptions } from '../../src/app.ts';
import { type Db, openDatabase } from '../../src/db/database.ts';

const openapiDir = fileURLToPath(new URL('../../../openapi', import.meta.url));

/** The reference server on a fresh seeded in-memory database, for `app.inject` tests. */
export interface TestServer {
  app: Awaited<ReturnType<typeof buildServer>>;
  db: Db;
  close: () => Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir, testMode: true, ...options });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
