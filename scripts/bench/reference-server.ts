import type { AddressInfo } from 'node:net';

import { seedDatabase } from '../../server/seed/seed-database.ts';
import { buildServer } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import type { ModuleEntry } from '../../server/src/modules/module-manifest.ts';

/**
 * The reference server with the seed, serving the built app, on `port` (0: a free one); config.json names `modules`
 * (hosted modules' manifest entries) and the Content-Security-Policy admits their origins.
 */
export async function startReferenceServer(root: string, port: number, modules: readonly ModuleEntry[] = []) {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const manifest = { entries: [...modules], allowOverrides: false };
  const app = await buildServer({
    db,
    openapiDir: `${root}openapi`,
    testMode: false,
    staticDir: `${root}dist`,
    modules: () => manifest,
  });
  await app.listen({ port, host: '127.0.0.1' });
  const { port: taken } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${taken}`,
    async stop() {
      await app.close();
      db.close();
    },
  };
}
