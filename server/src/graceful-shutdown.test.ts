import { type ChildProcess, spawn } from 'node:child_process';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { SHUTDOWN_GRACE_MS } from './graceful-shutdown.ts';

vi.setConfig({ testTimeout: 60_000 });
const MAIN = new URL('./main.ts', import.meta.url).pathname;

let server: ChildProcess | undefined;
afterEach(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
});

/** The reference server as `npm start` runs it (a free port, test mode for fault injection), and its log lines. */
async function startServer() {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', TRELLIS_DB: ':memory:', TRELLIS_TEST_MODE: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Trellis is running at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`The server stopped:\n${output}`)));
  });
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, logLines, exited };
}

describe('the reference server in production', () => {
  it('logs each request as JSON with the X-Request-Id the shell sent', async () => {
    const { url, logLines } = await startServer();
    await fetch(`${url}/api/content/v1/info/version`, { headers: { 'X-Request-Id': 'shell-req-42' } });
    await vi.waitFor(() =>
      expect(logLines()).toContainEqual(
        expect.objectContaining({ reqId: 'shell-req-42', msg: 'request completed', level: 30 }),
      ),
    );
  });

  it('on SIGTERM finishes the request in flight, refuses readiness, closes the database and exits 0', async () => {
    const { child, url, logLines, exited } = await startServer();
    const slow = { method: 'GET', path: '/api/content/v1/info/version', delayMs: 1500 };
    await fetch(`${url}/__test/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(slow),
    });
    const inFlight = fetch(`${url}${slow.path}`);
    await vi.waitFor(() =>
      expect(logLines()).toContainEqual(
        expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: slow.path }) }),
      ),
    );
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${url}/readyz`).catch(() => null))?.status ?? 503).toBe(503));
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect(logLines().map((line) => line.msg)).toContain('shut down: database closed');
  });
});
