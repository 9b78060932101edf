import { fileURLToPath } from 'node:url';
import { buildServer } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { seedDatabase } from '../../server/src/seed/seed-database.ts';
import { PROVIDER_STATES } from '../support/provider-states';

const openapiDir = fileURLToPath(new URL('../../openapi', import.meta.url));

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;

/** The reference server on a fresh seeded database, with a handler for every provider state the pacts name. */
export async function startProviderServer() {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  const app = await buildServer({ db, openapiDir, testMode: true });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const failNext = async (method: string, path: string) => {
    await app.inject({ method: 'PUT', url: '/__test/faults', payload: { method, path, status: 500, times: 1 } });
  };

  const stateHandlers: Record<string, () => Promise<void>> = {
    [PROVIDER_STATES.platformVersion]: async () => {
      db.prepare("UPDATE platform_info SET value = '4.12.0|20261120.3' WHERE key = 'version'").run();
    },
    [PROVIDER_STATES.contentServiceFailing]: () => failNext('GET', '/api/content/v1/info/version'),
  };

  return {
    app,
    stateHandlers,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
