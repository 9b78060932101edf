import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** A page with no script at all, at this path: what the browser's own navigation costs with the same headers. */
export const SCRIPT_FREE_PATH = '/script-free';
const SCRIPT_FREE_PAGE = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, ' +
    'initial-scale=1"><title>Sign in</title></head><body><main><h1>Sign in</h1></main></body></html>',
);

/**
 * Serves the built stack floor as the reference server serves the app (brotli, every unknown path answered with
 * index.html, the page with `documentHeaders`: the app's security headers), so that Lighthouse scores both alike.
 * Each file is compressed once, at the start, as the app's are when built: compressed per request, the floor's entry
 * took about 0.7 s to answer, and Lighthouse's simulation carries a slow server's answer times over into its
 * estimates. `port` 0 takes a free one.
 */
export async function startFloorServer(dir: string, port: number, documentHeaders: Record<string, string> = {}) {
  const compressed = new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file): [string, Buffer] => [file, brotliCompressSync(readFileSync(file))]),
  );
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname);
    if (path === SCRIPT_FREE_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache', ...documentHeaders });
      response.end(SCRIPT_FREE_PAGE);
      return;
    }
    const asset = join(dir, path);
    const file = path !== '/' && existsSync(asset) ? asset : join(dir, 'index.html');
    const body = compressed.get(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      ...(file.endsWith('index.html')
        ? { 'cache-control': 'no-cache', ...documentHeaders }
        : { 'cache-control': 'max-age=31536000, immutable' }),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: taken } = server.address() as AddressInfo;
  return {
    baseUrl: `http://localhost:${taken}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
