/** ESLint on the files changed since the last commit (and new ones): the lint layer of `npm test -- --changed`. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LINTED = /\.(ts|tsx|js|mjs)$/;
const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => LINTED.test(file) && existsSync(file));
if (changed.length === 0) {
  process.stdout.write('No changed file to lint.\n');
  process.exit(0);
}
const eslint = spawnSync('npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...changed], { stdio: 'inherit' });
process.exit(eslint.status ?? 1);
