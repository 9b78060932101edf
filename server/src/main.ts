import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { buildServer } from './app.ts';
import { serverConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { drainOnSignals } from './graceful-shutdown.ts';

const db = openDatabase(serverConfig.databaseFile);
if (serverConfig.seedDemo) await seedDatabase(db);

let draining = false;
const app = await buildServer({
  db,
  openapiDir: serverConfig.openapiDir,
  testMode: serverConfig.testMode,
  pactStates: serverConfig.pactStates,
  metricsToken: serverConfig.metricsToken,
  staticDir: serverConfig.staticDir,
  oidcAuthority: serverConfig.oidcAuthority,
  analyticsScriptUrl: serverConfig.analyticsScriptUrl,
  signInLimits:
    serverConfig.signInFailuresPerAddressPerMinute === undefined
      ? {}
      : { failuresPerAddressPerMinute: serverConfig.signInFailuresPerAddressPerMinute },
  logger: { level: serverConfig.logLevel },
  trustProxy: serverConfig.trustProxy,
  corsOrigins: serverConfig.corsOrigins,
  deployment: serverConfig.deployment,
  isDraining: () => draining,
});
drainOnSignals(app, db, () => {
  draining = true;
});

const address = await app.listen({ port: serverConfig.port, host: serverConfig.host }).catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  process.stderr.write(
    `\nPort ${serverConfig.port} is taken: another Trellis (\`npm start\` and \`npm run dev\` both use it) or another ` +
      `program is listening there. Stop it, or choose another port: PORT=8090 npm start (README: "A port is taken").\n`,
  );
  db.close();
  process.exit(1);
});
const url = address.replace('127.0.0.1', 'localhost');
process.stdout.write(
  [
    '',
    `Trellis is running at ${url}`,
    `Database: ${serverConfig.databaseFile}${serverConfig.testMode ? ' (test mode: fault injection on)' : ''}`,
    ...(serverConfig.pactStates ? [`Pact provider states: POST ${url}/_pact/provider-states`] : []),
    ...(serverConfig.seedDemo
      ? [
          `Demo sign-ins (password "${DEMO_PASSWORD}"):`,
          ...DEMO_USERS.map((user) => `  ${user.email.padEnd(20)} ${user.shows}`),
        ]
      : ['No demo data (TRELLIS_SEED_DEMO=1 seeds the demo tenants and users).']),
    '',
  ].join('\n'),
);
