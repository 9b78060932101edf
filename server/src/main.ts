import { buildServer } from './app.ts';
import { serverConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.ts';
import { seedDatabase } from './seed/seed-database.ts';

const db = openDatabase(serverConfig.databaseFile);
await seedDatabase(db);

const app = await buildServer({
  db,
  openapiDir: serverConfig.openapiDir,
  testMode: serverConfig.testMode,
  pactStates: serverConfig.pactStates,
  staticDir: serverConfig.staticDir,
  oidcAuthority: serverConfig.oidcAuthority,
  analyticsScriptUrl: serverConfig.analyticsScriptUrl,
  signInLimits:
    serverConfig.signInFailuresPerAddressPerMinute === undefined
      ? {}
      : { failuresPerAddressPerMinute: serverConfig.signInFailuresPerAddressPerMinute },
  logger: { level: serverConfig.logLevel },
});

const address = await app.listen({ port: serverConfig.port, host: serverConfig.host });
const url = address.replace('127.0.0.1', 'localhost');
process.stdout.write(
  [
    '',
    `Trellis is running at ${url}`,
    `Database: ${serverConfig.databaseFile}${serverConfig.testMode ? ' (test mode: fault injection on)' : ''}`,
    ...(serverConfig.pactStates ? [`Pact provider states: POST ${url}/_pact/provider-states`] : []),
    `Demo sign-ins (password "${DEMO_PASSWORD}"):`,
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(20)} ${user.shows}`),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
