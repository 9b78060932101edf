/**
 * `npm run contracts:verify -- --provider-base-url URL [--provider NAME] [--states-url URL] [--from-broker]`
 * Verifies the committed pacts (contracts/pacts) against a running service with Pact's own verifier CLI
 * (`pact-verifier` of @pact-foundation/pact-cli): a report per interaction on the terminal, and JUnit and JSON
 * reports per pact in test-results/contracts/ for CI. Provider states are set up by POSTing to the states URL
 * (by default `<base>/_pact/provider-states`); see the README's "For backend teams".
 * With --from-broker (a provider's CI), the pacts come from the Pact Broker instead (PACT_BROKER_BASE_URL): those of
 * the consumer's main branch and of every version deployed or released, new ones pending (they cannot fail the
 * provider's build until it has verified them once) and work-in-progress pacts included; the results are published
 * with the provider's version and branch (brokerVerificationArgs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactDir = `${root}contracts/pacts`;
const reportDir = `${root}test-results/contracts`;

const usage =
  'Usage: npm run contracts:verify -- --provider-base-url URL [--provider NAME] [--states-url URL]\n' +
  '  --provider-base-url  where the service answers, e.g. http://localhost:8080\n' +
  '  --provider           verify only the pacts of this provider (e.g. trellis-access); all of them when absent\n' +
  '  --states-url         the provider-state endpoint; <base>/_pact/provider-states when absent\n' +
  '  --from-broker        the pacts from the Pact Broker (PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN), for --provider:\n' +
  '                       main branch, deployed or released, matching branch; pending and WIP on; results published\n' +
  '  --provider-version   with --from-broker: the version verified (default: the git commit, or GIT_COMMIT)\n' +
  '  --provider-branch    with --from-broker: its branch (default: the git branch, or GIT_BRANCH)\n' +
  '  --no-publish         with --from-broker: do not publish the results';

/** The project's pact-verifier, else one on PATH (a machine whose install predates the dependency). */
function verifierCommand(): string {
  const local = `${root}node_modules/.bin/pact-verifier`;
  if (existsSync(local)) return local;
  const onPath = spawnSync('which', ['pact-verifier'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  console.error(
    'pact-verifier was not found: it comes with the devDependency @pact-foundation/pact-cli (npm install).',
  );
  process.exit(2);
}

/** WIP pacts: those of consumer branches since this date are verified too, without failing the build. */
export const DEFAULT_WIP_SINCE = '2026-01-01';

export interface BrokerVerification {
  provider: string;
  providerVersion: string;
  providerBranch: string;
  /** WIP pacts since this date (PACT_WIP_SINCE); DEFAULT_WIP_SINCE when absent. */
  wipSince?: string;
  publish: boolean;
}

/**
 * The verifier's arguments for pacts from the broker, per PactFlow's recommended setup: the consumer's main branch,
 * what is deployed or released, and a consumer branch named as the provider's; pending and WIP pacts on.
 */
export function brokerVerificationArgs(verification: BrokerVerification): string[] {
  const selectors = [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }];
  return [
    ...['--provider-name', verification.provider],
    ...selectors.flatMap((selector) => ['--consumer-version-selectors', JSON.stringify(selector)]),
    '--enable-pending',
    ...['--include-wip-pacts-since', verification.wipSince ?? DEFAULT_WIP_SINCE],
    ...['--provider-version', verification.providerVersion, '--provider-branch', verification.providerBranch],
    ...(verification.publish ? ['--publish'] : []),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

function main(): void {
  const { values } = parseArgs({
    options: {
      'provider-base-url': { type: 'string' },
      provider: { type: 'string' },
      'states-url': { type: 'string' },
      'from-broker': { type: 'boolean' },
      'provider-version': { type: 'string' },
      'provider-branch': { type: 'string' },
      'no-publish': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values['provider-base-url']) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }

  const base = new URL(values['provider-base-url']);
  const statesUrl = values['states-url'] ?? new URL('/_pact/provider-states', base).href;
  const port = base.port || (base.protocol === 'https:' ? '443' : '80');
  const basePath = base.pathname.replace(/\/$/, '');
  const target = [
    ...['--hostname', base.hostname, '--port', port, '--transport', base.protocol.replace(':', '')],
    ...(basePath ? ['--base-path', basePath] : []),
    ...['--state-change-url', statesUrl],
  ];

  if (values['from-broker']) {
    const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
    if (!process.env.PACT_BROKER_BASE_URL || !values.provider) {
      console.error('--from-broker needs PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) and --provider NAME.');
      process.exit(2);
    }
    const args = [
      ...['--broker-url', process.env.PACT_BROKER_BASE_URL],
      ...target,
      ...brokerVerificationArgs({
        provider: values.provider,
        providerVersion: values['provider-version'] ?? (process.env.GIT_COMMIT || git('rev-parse', 'HEAD')),
        providerBranch:
          values['provider-branch'] ?? (process.env.GIT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD')),
        wipSince: process.env.PACT_WIP_SINCE,
        publish: !values['no-publish'],
      }),
    ];
    const run = spawnSync(verifierCommand(), args, {
      stdio: 'inherit',
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
    });
    process.exit(run.status ?? 1);
  }

  const pacts = readdirSync(pactDir)
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({
      file,
      provider: (JSON.parse(readFileSync(`${pactDir}/${file}`, 'utf8')) as { provider: { name: string } }).provider
        .name,
    }))
    .filter((pact) => !values.provider || pact.provider === values.provider);
  if (pacts.length === 0) {
    console.error(`No pact in contracts/pacts has the provider ${values.provider}.`);
    process.exit(2);
  }

  mkdirSync(reportDir, { recursive: true });
  const verifier = verifierCommand();
  const results: { provider: string; ok: boolean }[] = [];
  for (const { file, provider } of pacts) {
    const name = file.replace(/\.json$/, '');
    console.log(`\n━━ ${provider} (${file}) ━━`);
    const args = [
      ...['--file', `${pactDir}/${file}`],
      ...target,
      ...['--provider-name', provider],
      ...['--junit', `${reportDir}/${name}.xml`, '--json', `${reportDir}/${name}.json`],
    ];
    const run = spawnSync(verifier, args, { stdio: 'inherit', env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } });
    results.push({ provider, ok: run.status === 0 });
  }

  console.log('\n━━ summary ━━');
  for (const { provider, ok } of results) console.log(`${`${provider}:`.padEnd(32)} ${ok ? 'verified' : 'FAILED'}`);
  console.log(`Reports: ${reportDir} (JUnit .xml and JSON per pact)`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
