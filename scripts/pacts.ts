/**
 * The committed pacts (contracts/pacts) are what the consumer tests write, like the generated API types.
 *   node scripts/pacts.ts                 run the consumer tests and write contracts/pacts and the README's list of
 *                                         provider states (`npm run contracts:write`)
 *   node scripts/pacts.ts --check DIR     exit 1 when the pacts the consumer tests wrote into DIR differ from the
 *                                         committed ones (`npm test` runs the tests into DIR first)
 * Pact merges interactions in the order tests finish; interactions are sorted so that a file's text is stable.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { withProviderStates } from '../contracts/support/provider-states-doc.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const committedDir = `${root}contracts/pacts`;

interface PactFile {
  interactions: { description: string; providerStates?: unknown[] }[];
}

const sortKey = (interaction: PactFile['interactions'][number]) =>
  `${interaction.description}\u0000${JSON.stringify(interaction.providerStates ?? [])}`;

/** The file's text with its interactions in a stable order. */
function normalised(file: string): string {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
  pact.interactions.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  return `${JSON.stringify(pact, null, 2)}\n`;
}

const pactsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []);

function check(writtenDir: string): number {
  const written = pactsIn(writtenDir);
  if (written.length === 0) {
    console.error(`No pacts in ${writtenDir}: the consumer tests wrote nothing.`);
    return 1;
  }
  const committed = new Set(pactsIn(committedDir));
  const stale = written.filter(
    (name) =>
      !committed.has(name) || readFileSync(join(committedDir, name), 'utf8') !== normalised(join(writtenDir, name)),
  );
  const extra = [...committed].filter((name) => !written.includes(name));
  if (stale.length || extra.length) {
    console.error(
      `The committed pacts differ from what the consumer tests write (${[...stale, ...extra].join(', ')}).\n` +
        'Run: npm run contracts:write, and commit contracts/pacts.',
    );
    return 1;
  }
  console.log(`The committed pacts are what the consumer tests write (${written.length} files).`);
  return 0;
}

function write(): number {
  const outDir = mkdtempSync(join(tmpdir(), 'trellis-pacts-'));
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'contracts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TRELLIS_PACT_DIR: outDir },
    });
    if (run.status !== 0) return run.status ?? 1;
    rmSync(committedDir, { recursive: true, force: true });
    mkdirSync(committedDir, { recursive: true });
    for (const name of pactsIn(outDir)) writeFileSync(join(committedDir, name), normalised(join(outDir, name)));
    console.log(`Wrote ${pactsIn(committedDir).length} pacts to contracts/pacts.`);
    writeFileSync(`${root}README.md`, withProviderStates(readFileSync(`${root}README.md`, 'utf8'), committedDir));
    spawnSync('npx', ['prettier', '--write', '--log-level=warn', 'README.md'], { cwd: root, stdio: 'inherit' });
    console.log("Wrote the README's list of provider states.");
    return 0;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const checkAt = process.argv.indexOf('--check');
process.exit(checkAt >= 0 ? check(process.argv[checkAt + 1] ?? `${root}test-results/pacts`) : write());
