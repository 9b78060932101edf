import type { AddressInfo } from 'node:net';

import { seedDatabase } from '../../server/seed/seed-database.ts';
import { buildServer } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';

/** The reference server with the seed, serving the built app, on `port` (0: a free one). */
export async function startReferenceServer(root: string, port: number) {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir: `${root}openapi`, testMode: false, staticDir: `${root}dist` });
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
