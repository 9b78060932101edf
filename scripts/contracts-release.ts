/**
 * `npm run contracts:release [-- --if-configured] [--environment NAME] [--dry-run]`: the contracts gate of a release
 * (PactFlow's "Pact Nirvana"), run by CI (.ci/run) after the tests:
 *   1. publishes contracts/pacts with the commit and branch (scripts/contracts-publish.ts);
 *   2. asks the broker whether this commit can be deployed to the environment (`pact-broker can-i-deploy`): every
 *      provider deployed there must have verified these pacts; it waits a while for verifications still running;
 *   3. on the main branch, once the answer is yes, records the deployment (`pact-broker record-deployment`).
 * The broker comes from PACT_BROKER_BASE_URL, the credentials from PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and
 * PACT_BROKER_PASSWORD; the environment from --environment or PACT_ENVIRONMENT (default production); the main branch
 * from PACT_MAIN_BRANCH (default main).
 *   --if-configured  say so and exit 0 when no broker is configured (CI)
 *   --dry-run        can-i-deploy's own dry run (it says what it would decide and exits 0); record-deployment is shown,
 *                    not run
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONSUMER = 'trellis-shell';
/** can-i-deploy waits this many times this many seconds for verification results not yet published. */
const RETRIES_WHILE_UNKNOWN = '6';
const RETRY_INTERVAL_S = '10';

export interface ReleaseStep {
  label: string;
  args: string[];
  /** Shown, not run, in a dry run. */
  skippedInDryRun?: boolean;
}

export interface ReleaseSettings {
  version: string;
  branch: string;
  environment: string;
  mainBranch: string;
  dryRun: boolean;
}

/** The broker CLI's commands after publishing: can-i-deploy, then record-deployment on the main branch. */
export function releaseSteps(settings: ReleaseSettings): ReleaseStep[] {
  const version = ['--pacticipant', CONSUMER, '--version', settings.version];
  const steps: ReleaseStep[] = [
    {
      label: `can-i-deploy ${CONSUMER} ${settings.version} to ${settings.environment}`,
      args: [
        'can-i-deploy',
        ...version,
        ...['--to-environment', settings.environment],
        ...['--retry-while-unknown', RETRIES_WHILE_UNKNOWN, '--retry-interval', RETRY_INTERVAL_S],
        ...(settings.dryRun ? ['--dry-run'] : []),
      ],
    },
  ];
  if (settings.branch === settings.mainBranch)
    steps.push({
      label: `record-deployment of ${CONSUMER} ${settings.version} to ${settings.environment}`,
      args: ['record-deployment', ...version, '--environment', settings.environment],
      skippedInDryRun: true,
    });
  return steps;
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

function main(): number {
  const { values } = parseArgs({
    options: {
      'if-configured': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      environment: { type: 'string' },
    },
  });
  const env = process.env;
  const publish = spawnSync(
    process.execPath,
    [`${root}scripts/contracts-publish.ts`, ...(values['if-configured'] ? ['--if-configured'] : [])],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env },
  );
  process.stdout.write(publish.stdout);
  if (publish.status !== 0) return publish.status ?? 1;
  if (!env.PACT_BROKER_BASE_URL || publish.stdout.startsWith('Pacts not published')) {
    console.log('No can-i-deploy and no record-deployment either: no Pact Broker is configured.');
    return 0;
  }
  const settings: ReleaseSettings = {
    version: git('rev-parse', 'HEAD'),
    branch: env.GIT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD'),
    environment: values.environment ?? env.PACT_ENVIRONMENT ?? 'production',
    mainBranch: env.PACT_MAIN_BRANCH || 'main',
    dryRun: values['dry-run'] ?? false,
  };
  const broker = `${root}node_modules/.bin/pact-broker`;
  if (!existsSync(broker)) {
    console.error('pact-broker was not found: it comes with the devDependency @pact-foundation/pact-cli.');
    return 1;
  }
  for (const step of releaseSteps(settings)) {
    if (settings.dryRun && step.skippedInDryRun) {
      console.log(`Dry run: would run pact-broker ${step.args.join(' ')}`);
      continue;
    }
    console.log(`\n━━ ${step.label} ━━`);
    const run = spawnSync(broker, step.args, { stdio: 'inherit', env: { ...env, PACT_DO_NOT_TRACK: 'true' } });
    if (run.status !== 0) return run.status ?? 1;
  }
  if (settings.branch !== settings.mainBranch)
    console.log(`No record-deployment: ${settings.branch} is not the main branch (${settings.mainBranch}).`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
