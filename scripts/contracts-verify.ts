/**
 * `npm run contracts:verify -- --provider-base-url URL [--provider NAME] [--states-url URL]`
 * Verifies the committed pacts (contracts/pacts) against a running service with Pact's own verifier CLI
 * (`pact-verifier` of @pact-foundation/pact-cli): a report per interaction on the terminal, and JUnit and JSON
 * reports per pact in test-results/contracts/ for CI. Provider states are set up by POSTing to the states URL
 * (by default `<base>/_pact/provider-states`); see the README's "For backend teams".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactDir = `${root}contracts/pacts`;
const reportDir = `${root}test-results/contracts`;

const usage =
  'Usage: npm run contracts:verify -- --provider-base-url URL [--provider NAME] [--states-url URL]\n' +
  '  --provider-base-url  where the service answers, e.g. http://localhost:8080\n' +
  '  --provider           verify only the pacts of this provider (e.g. trellis-access); all of them when absent\n' +
  '  --states-url         the provider-state endpoint; <base>/_pact/provider-states when absent';

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

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    provider: { type: 'string' },
    'states-url': { type: 'string' },
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

const pacts = readdirSync(pactDir)
  .filter((name) => name.endsWith('.json'))
  .map((file) => ({
    file,
    provider: (JSON.parse(readFileSync(`${pactDir}/${file}`, 'utf8')) as { provider: { name: string } }).provider.name,
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
    ...['--hostname', base.hostname, '--port', port, '--transport', base.protocol.replace(':', '')],
    ...(basePath ? ['--base-path', basePath] : []),
    ...['--state-change-url', statesUrl],
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
