import { z } from 'zod/mini';

import { sessionStore } from '@/shared/lib/storage';

/** A failed dynamic import: Chromium, Firefox and Safari word it so; Vite's CSS preload its own way. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(`${error.name}: ${error.message}`);

/** A second missing chunk within this time after a reload for one is not reloaded for again: no loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, a tab still open asks for chunks the new build no longer has: the page is loaded again, once,
 * where the user is (the address the navigation was going to), and gets the new build. If a chunk is still missing
 * right after such a reload, the page stays as it is (the error screen says what to do) instead of reloading again.
 * Returns whether the page may reload (and notes that it does); the caller reloads once the address is the target's.
 */
export function mayReloadForMissingChunk(now = Date.now()): boolean {
  const last = sessionStore.read('chunkReloadAt', z.number());
  if (last !== null && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStore.write('chunkReloadAt', now);
  return true;
}
