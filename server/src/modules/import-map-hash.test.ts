import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { importMapHashes } from './import-map-hash.ts';

describe('the CSP hash of the import map', () => {
  it('is the SHA-256 of the inline import map of the built index.html, exactly as written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-index-'));
    const map = '{"imports":{"react":"/module-shared/react.js"}}';
    writeFileSync(join(dir, 'index.html'), `<head><script type="importmap">${map}</script></head>`);
    expect(importMapHashes(dir)).toEqual([`'sha256-${createHash('sha256').update(map).digest('base64')}'`]);
  });

  it('is none without a built app', () => {
    expect(importMapHashes(undefined)).toEqual([]);
    expect(importMapHashes(mkdtempSync(join(tmpdir(), 'trellis-empty-')))).toEqual([]);
  });
});
