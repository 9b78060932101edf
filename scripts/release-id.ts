import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const COMMIT_LENGTH = 12;

/**
 * The release a build is: package.json's version and the commit, `0.1.0+3f2c1e0a5b7d` (semver build metadata). Error
 * reports carry it and `dist-sourcemaps/<release>/` holds its source maps. TRELLIS_COMMIT names the commit where
 * there is no .git (a container build: `--build-arg TRELLIS_COMMIT=$(git rev-parse HEAD)`); without either, `local`.
 */
export function releaseId(env: NodeJS.ProcessEnv = process.env): string {
  const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
  const fromGit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = env.TRELLIS_COMMIT || (fromGit.status === 0 ? fromGit.stdout.trim() : '');
  const safe = commit.replace(/[^0-9A-Za-z-]/g, '').slice(0, COMMIT_LENGTH);
  return `${version}+${safe || 'local'}`;
}
