import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { layOutImageTree } from '../../../deploy/shell/image-tree.ts';
import { NGINX_PATH } from '../../../scripts/ensure-nginx.ts';
import { expectFree, stop, waitUntilAnswering } from './deployment';
import { E2E_PORTS } from './ports';

const ROOT = new URL('../../../', import.meta.url).pathname;
export const IMAGE_PORTS = {
  api: E2E_PORTS.imageApi,
  shell: E2E_PORTS.imageShell,
  modules: E2E_PORTS.imageModules,
} as const;

/**
 * The production image without a container engine: its file tree laid out as deploy/shell/Containerfile lays it out
 * (deploy/shell/image-tree.ts), started by its entrypoint (deploy/shell/start.sh) with the environment given, which
 * writes config.json and the policy and runs Debian's nginx in the foreground.
 */
export async function startProductionImage(env: Record<string, string>) {
  await expectFree(IMAGE_PORTS.shell);
  const image = mkdtempSync(join(tmpdir(), 'trellis-image-'));
  // Started as root, nginx's workers run as an unprivileged user, which must read the image's files.
  chmodSync(image, 0o755);
  const home = layOutImageTree(image, join(ROOT, 'dist'));
  const child: ChildProcess = spawn(join(image, 'usr/local/bin/trellis-start'), [], {
    env: {
      PATH: process.env.PATH,
      NGINX_PATH,
      TRELLIS_HOME: home,
      TRELLIS_RUN_DIR: join(image, 'tmp/trellis'),
      TRELLIS_ACCESS_LOG: join(image, 'access.log'),
      TRELLIS_PORT: String(IMAGE_PORTS.shell),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${IMAGE_PORTS.shell}`;
  await waitUntilAnswering(`${origin}${env.TRELLIS_BASE ?? '/'}config.json`, child, () => output);
  return {
    origin,
    /** The config.json the entrypoint wrote, and the build the image serves. */
    configFile: join(image, 'tmp/trellis/config.json'),
    dist: join(home, 'dist'),
    release: readFileSync(join(home, 'release'), 'utf8').trim(),
    output: () => output,
    accessLog: () =>
      readFileSync(join(image, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      await stop(child);
      rmSync(image, { recursive: true, force: true });
    },
  };
}
