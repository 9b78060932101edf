import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** Text the server sends often enough to be worth compressing once at build time instead of on every request. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, the headers of a compressed answer cost about what the compression saves. */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** Writes `file.br` and `file.gz` beside every compressible file of the build; the server picks one per request. */
export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'trellis-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesBelow(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
