import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
const SCRIPT = `export const app = "${'trellis '.repeat(400)}";`;
const PAGE = `<!doctype html><title>Trellis</title><script type="module" src="/assets/index-abc123.js"></script>`;

/** A build as `vite build` leaves it: hashed assets with their .br and .gz beside them, and the page. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  return dir;
}

describe('the built app as served', () => {
  let server: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    server = await buildServer({ db: openDatabase(':memory:'), openapiDir, staticDir: fakeBuild(), testMode: false });
  }, 60_000);
  afterAll(() => server.close());

  const get = (url: string, acceptEncoding?: string) =>
    server.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and says it varies', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    for (const response of [brotli, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets hashed assets be cached for a year and has the page revalidated', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/preferences')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset as missing, not as the page', async () => {
    const missing = await get('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
