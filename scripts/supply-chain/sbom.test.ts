import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Bom {
  bomFormat: string;
  specVersion: string;
  metadata: { component: { name: string; licenses?: { license: { id: string } }[] } };
  components: { name: string; purl: string }[];
}

describe('npm run sbom', () => {
  it('writes a CycloneDX SBOM of the runtime dependencies, React and the server among them, no test tool', () => {
    const output = join(mkdtempSync(join(tmpdir(), 'trellis-sbom-test-')), 'trellis.cdx.json');
    const run = spawnSync(process.execPath, ['scripts/sbom.ts', '--output', output], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const bom = JSON.parse(readFileSync(output, 'utf8')) as Bom;
    expect(bom.bomFormat).toBe('CycloneDX');
    expect(bom.metadata.component.name).toBe('trellis');
    expect(bom.metadata.component.licenses).toEqual([{ license: { id: 'Apache-2.0' } }]);
    const names = new Set(bom.components.map((component) => component.name));
    for (const shipped of ['react', 'react-dom', 'zod', '@mui/material', 'fastify', 'better-sqlite3', 'prom-client'])
      expect(names, shipped).toContain(shipped);
    for (const tool of ['vitest', '@playwright/test', '@pact-foundation/pact', 'eslint', 'vite'])
      expect(names, tool).not.toContain(tool);
    expect(bom.components.every((component) => component.purl.startsWith('pkg:npm/'))).toBe(true);
  }, 60_000);
});
