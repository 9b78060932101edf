import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/**
 * Serves the built stack floor as the reference server serves the app (brotli, every unknown path answered with
 * index.html), so that Lighthouse scores both alike. Each file is compressed once, at the start, as the app's are when
 * built: compressed per request, the floor's entry took about 0.7 s to answer, and Lighthouse's simulation carries a
 * slow server's answer times over into its estimates. `port` 0 takes a free one.
 */
export async function startFloorServer(dir: string, port: number) {
  const compressed = new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file): [string, Buffer] => [file, brotliCompressSync(readFileSync(file))]),
  );
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname);
    const asset = join(dir, path);
    const file = path !== '/' && existsSync(asset) ? asset : join(dir, 'index.html');
    const body = compressed.get(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'max-age=31536000, immutable',
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
