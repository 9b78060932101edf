import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
let server: ChildProcess | undefined;

afterEach(async () => {
  if (!server || server.exitCode !== null) return;
  await new Promise((resolve) => {
    server?.once('exit', resolve);
    server?.kill('SIGTERM');
  });
});

/** `node server/src/main.ts` on a free port and a fresh database; its address once it listens. */
function start(env: Record<string, string>): Promise<{ url: string; output: () => string }> {
  server = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      TRELLIS_DB: ':memory:',
      TRELLIS_STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    server?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Trellis is running at (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, output: () => output });
    });
    server?.once('exit', () => reject(new Error(`The server stopped:\n${output}`)));
  });
}

const signIn = (url: string) =>
  fetch(`${url}/api/access/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin@acme.test', password: 'trellis-demo' }),
  });

describe('the demo data of the reference server', () => {
  it('is not there unless TRELLIS_SEED_DEMO=1: no demo user signs in, no demo link, and the start says so', async () => {
    const { url, output } = await start({});
    expect((await signIn(url)).status).toBe(400);
    expect(((await (await fetch(`${url}/config.json`)).json()) as { links: object }).links).toEqual({});
    expect(output()).toContain('No demo data (TRELLIS_SEED_DEMO=1 seeds the demo tenants and users).');
    expect(output()).not.toContain('trellis-demo');
  }, 60_000);

  it('is seeded with TRELLIS_SEED_DEMO=1: the demo users sign in and the start lists them', async () => {
    const { url, output } = await start({ TRELLIS_SEED_DEMO: '1' });
    expect((await signIn(url)).status).toBe(200);
    expect(output()).toContain('Demo sign-ins (password "trellis-demo")');
  }, 60_000);
});
