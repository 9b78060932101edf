import type { AddressInfo } from 'node:net';

import { seedDatabase } from '../../server/seed/seed-database.ts';
import { buildServer } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';

/** The reference server with the seed, serving the built app, on a free port. */
export async function startReferenceServer(root: string) {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir: `${root}openapi`, testMode: false, staticDir: `${root}dist` });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${port}`,
    async stop() {
      await app.close();
      db.close();
    },
  };
}
