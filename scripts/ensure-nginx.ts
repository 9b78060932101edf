import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The deploy tests serve the build from Debian's nginx. Missing, it is installed when we are root (as Chromium is,
 * ensure-chromium.ts); otherwise the answer is why not, and those tests are skipped with it.
 */
export function ensureNginx(): string | null {
  if (existsSync(NGINX_PATH)) return null;
  if (process.getuid?.() !== 0)
    return `nginx is missing at ${NGINX_PATH}: sudo apt-get install -y nginx, or set NGINX_PATH.`;
  process.stdout.write(`nginx is missing at ${NGINX_PATH}: installing Debian's nginx package...\n`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) return `apt-get ${args.join(' ')} failed: nginx could not be installed.`;
  }
  // Debian starts the service it installs; the tests run their own nginx, so the system's is stopped again.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  return existsSync(NGINX_PATH) ? null : `apt-get installed nginx, but ${NGINX_PATH} is still missing.`;
}
