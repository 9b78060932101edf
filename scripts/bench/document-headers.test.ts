import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { documentHeadersOf } from './document-headers.ts';
import { SCRIPT_FREE_PATH, startFloorServer } from './floor-server.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function serveWithHeaders(headers: Record<string, string>) {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', ...headers });
    response.end('<!doctype html><title>app</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`;
}

describe("the floor's page served with the app's headers", () => {
  it('takes the headers that shape the page and leaves those of the answer', async () => {
    const url = await serveWithHeaders({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'set-cookie': 'XSRF-TOKEN=1',
      'x-request-id': 'abc',
      'cache-control': 'no-cache',
    });

    expect(await documentHeadersOf(url)).toEqual({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
    });
  });

  it("sends them with the floor's page and the page without script, not with its files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-floor-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>floor</title>');
    writeFileSync(join(dir, 'entry.js'), 'export {};');
    const floor = await startFloorServer(dir, 0, { 'cross-origin-opener-policy': 'same-origin-allow-popups' });
    stops.push(floor.stop);

    const page = await fetch(`${floor.baseUrl}/auth`);
    const scriptFree = await fetch(`${floor.baseUrl}${SCRIPT_FREE_PATH}`);
    const file = await fetch(`${floor.baseUrl}/entry.js`);

    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await page.text()).toContain('<title>floor</title>');
    expect(scriptFree.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await scriptFree.text()).not.toContain('<script');
    expect(file.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});
