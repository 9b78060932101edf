/**
 * The module kit as a module team uses it, outside any browser (npm test's `module-kit` layer of the journeys):
 * `module:create` into a folder outside this repository, `npm install` (npm's cache first: the kit's dependencies
 * are the shell's, already in the cache), `npm run build` and the project's own tests. module-kit.spec.ts then
 * loads what it built into a shell, and calls this itself when run alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
/** Where the created project lives: outside the repository, one per machine. */
export const KIT_PROJECT = join(tmpdir(), 'trellis-module-kit', 'kit');
export const KIT_ENTRY = join(KIT_PROJECT, 'dist', 'entry.js');

/** A command a module team runs, in `cwd`; its output is shown when it fails. */
function run(command: string, args: string[], cwd: string): string {
  process.stdout.write(`$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: '', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function expectOutput(output: string, pattern: RegExp, what: string) {
  if (!pattern.test(output)) throw new Error(`${what}: expected ${pattern} in:\n${output}`);
}

/** Creates, installs, builds and tests the kit's project afresh; answers its tests' summary line. */
export function buildKitProject(): string {
  rmSync(join(KIT_PROJECT, '..'), { recursive: true, force: true });
  run('npm', ['run', '--silent', 'module:create', '--', 'kit', '--out', KIT_PROJECT], ROOT);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], KIT_PROJECT);
  expectOutput(run('npm', ['run', 'build'], KIT_PROJECT), /entry\.js integrity: sha384-/, 'npm run build');
  const tests = run('npm', ['test'], KIT_PROJECT);
  expectOutput(tests, /Tests\s+\d+ passed/, 'npm test');
  return /Tests\s+\d+ passed[^\n]*/.exec(tests)?.[0] ?? '';
}

/** The built project, made when an earlier run has not left it. */
export function ensureKitProject(): void {
  if (!existsSync(KIT_ENTRY)) buildKitProject();
}

if (import.meta.main) {
  const summary = buildKitProject();
  process.stdout.write(`The kit's project builds and passes its own tests (${summary.trim()}): ${KIT_PROJECT}\n`);
}
