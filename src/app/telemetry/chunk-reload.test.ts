// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForMissingChunk } from './chunk-reload';

describe('the reload for a chunk a deploy removed', () => {
  it('recognises the failed imports of Chromium, Firefox and Safari and Vite’s CSS preload, nothing else', () => {
    const failures = [
      new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/page-1.js'),
      new TypeError('error loading dynamically imported module: https://app.example/assets/page-1.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/page-1.css'),
    ];
    expect(failures.map(isChunkLoadError)).toEqual([true, true, true, true]);
    expect(
      [new TypeError('x is undefined'), 'Failed to fetch dynamically imported module'].map(isChunkLoadError),
    ).toEqual([false, false]);
  });

  it('happens once: not again within the guard’s time in this tab, and again after it', () => {
    const start = 1_000_000;
    expect(mayReloadForMissingChunk(start)).toBe(true);
    expect(sessionStorage.getItem('TrellisChunkReloadAt')).toBe(String(start));
    expect(mayReloadForMissingChunk(start + 1_000)).toBe(false);
    expect(mayReloadForMissingChunk(start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadForMissingChunk(start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
