/**
 * `npm run contracts:publish`: publishes the committed pacts (contracts/pacts) to a Pact Broker with the official
 * broker CLI (`pact-broker` of @pact-foundation/pact-cli). The consumer version is the git commit, the branch the
 * git branch (CI's detached checkouts name it in GIT_BRANCH). The broker comes from PACT_BROKER_BASE_URL, the
 * credentials from PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.
 *   --if-configured  say so and exit 0 when no broker is configured (CI)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

function brokerCommand(): string | null {
  const local = `${root}node_modules/.bin/pact-broker`;
  if (existsSync(local)) return local;
  return spawnSync('which', ['pact-broker'], { encoding: 'utf8' }).stdout.trim() || null;
}

const env = process.env;
const hasCredentials = Boolean(env.PACT_BROKER_TOKEN || (env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD));
if (!env.PACT_BROKER_BASE_URL || !hasCredentials) {
  const message =
    'Pacts not published: set PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and ' +
    'PACT_BROKER_PASSWORD) to publish them to a Pact Broker.';
  if (process.argv.includes('--if-configured')) {
    console.log(message);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}

const version = git('rev-parse', 'HEAD');
const branch = env.GIT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD');
if (!version) {
  console.error('Pacts not published: this is not a git checkout, so there is no commit to version them by.');
  process.exit(1);
}
if (git('status', '--porcelain', '--', 'contracts/pacts')) {
  console.error('Pacts not published: contracts/pacts has uncommitted changes, which the commit would not describe.');
  process.exit(1);
}

const broker = brokerCommand();
if (!broker) {
  console.error('pact-broker was not found: it comes with the devDependency @pact-foundation/pact-cli (npm install).');
  process.exit(1);
}
const args = ['publish', `${root}contracts/pacts`, '--consumer-app-version', version];
if (branch && branch !== 'HEAD') args.push('--branch', branch);
console.log(`Publishing contracts/pacts to ${env.PACT_BROKER_BASE_URL} as version ${version}, branch ${branch}.`);
const run = spawnSync(broker, args, { stdio: 'inherit', env: { ...env, PACT_DO_NOT_TRACK: 'true' } });
process.exit(run.status ?? 1);
