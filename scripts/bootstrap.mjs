// Entry of every npm script a newcomer runs (`npm start`, `npm test`, ...). Plain JavaScript that runs on the
// system's Node (20 or newer): it brings Node 24 into .tools/node when the system's is older than 22.18 (the first
// Node that runs the scripts' .ts files without a flag: type stripping on by default), installs the dependencies
// when they are missing or stale, then runs the task on the right Node.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The suite's time includes installing Node and the dependencies (scripts/test-suite/budgets.ts).
process.env.TRELLIS_RUN_STARTED_AT ??= String(Date.now());
const NODE_MAJOR = 24;
const [task, ...taskArgs] = process.argv.slice(2);

const TASKS = {
  start: [
    ['npm', ['run', '--silent', 'build']],
    ['node', ['server/src/main.ts']],
  ],
  dev: [['node', ['scripts/dev.ts']]],
  test: [['node', ['scripts/test-all.ts']]],
  'test:journeys': [['node', ['scripts/test-all.ts', '--lane', 'journeys']]],
  bench: [['node', ['scripts/bench.ts']]],
  'api:generate': [['node', ['scripts/generate-api.ts']]],
  'contracts:write': [['node', ['scripts/pacts.ts']]],
  'contracts:verify': [['node', ['scripts/contracts-verify.ts']]],
  'contracts:publish': [['node', ['scripts/contracts-publish.ts']]],
  'contracts:release': [['node', ['scripts/contracts-release.ts']]],
  'api:probe': [['node', ['scripts/api-probe.ts']]],
  sbom: [['node', ['scripts/sbom.ts']]],
};

const say = (message) => process.stdout.write(`[trellis] ${message}\n`);

function fail(message) {
  process.stderr.write(`[trellis] ${message}\n`);
  process.exit(1);
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/** The folder holding a Node ≥ 22.18 binary to put first on PATH, or null when the system's will do. */
function ensureNode() {
  if (isRecentEnough(process.version)) return null;
  const pkg = `node-${process.platform}-${process.arch}`;
  const home = join(root, '.tools', 'node', 'node_modules', pkg);
  const bin = join(home, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    say(`Node ${process.version} is older than 22.18: installing Node ${NODE_MAJOR} into .tools/node (git-ignored).`);
    const status = run(
      'npm',
      ['install', '--prefix', join(root, '.tools', 'node'), '--no-save', '--no-package-lock', `${pkg}@${NODE_MAJOR}`],
      process.env,
    );
    if (status !== 0 || !existsSync(join(bin, 'node')))
      fail(`Could not install ${pkg}@${NODE_MAJOR} from the npm registry.`);
  }
  return { bin, home };
}

function installStamp(nodeVersion) {
  const lock = readFileSync(join(root, 'package-lock.json'));
  return createHash('sha256').update(lock).update(nodeVersion).digest('hex');
}

function ensureDependencies(env, nodeVersion) {
  const stampFile = join(root, 'node_modules', '.trellis-install-stamp');
  const wanted = installStamp(nodeVersion);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  say('Installing dependencies (npm ci)...');
  // No dependency needs an install script (better-sqlite3 ships prebuilt binaries, the others are plain JavaScript);
  // swagger-mock-validator's postinstall patches a copy of ajv that npm hoists away, and fails.
  if (run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], env) !== 0) fail('npm ci failed.');
  writeFileSync(stampFile, wanted);
}

if (!task || !(task in TASKS)) fail(`Unknown task "${task ?? ''}". Tasks: ${Object.keys(TASKS).join(', ')}.`);

const node = ensureNode();
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
// `npm start` and `npm run dev` are the demo: its tenants and users (README) unless TRELLIS_SEED_DEMO says otherwise.
if (task === 'start' || task === 'dev') env.TRELLIS_SEED_DEMO ??= '1';
if (node) {
  env.PATH = `${node.bin}${delimiter}${env.PATH ?? ''}`;
  // Native addons built on this Node use its own headers, not the system Node's.
  env.npm_config_nodedir = node.home;
}
const nodeVersion = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
ensureDependencies(env, nodeVersion);

for (const [index, [command, args]] of TASKS[task].entries()) {
  const isLast = index === TASKS[task].length - 1;
  const status = run(command, isLast ? [...args, ...taskArgs] : args, env);
  if (status !== 0) process.exit(status);
}
