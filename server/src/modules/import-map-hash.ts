import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/g;

/**
 * The CSP hashes of the import maps inlined in the built index.html (the shared libraries of hosted modules): an
 * inline script runs only when the policy names its hash. Read once, at start: a rebuild restarts the server.
 */
export function importMapHashes(staticDir: string | undefined): string[] {
  const index = staticDir ? `${staticDir}/index.html` : null;
  if (!index || !existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(IMPORT_MAP)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}
