import type { ComponentType } from 'react';

import { loadHtmlSanitizer } from '@/shared/lib/sanitize';

import { isChunkLoadError } from '../telemetry/chunk-reload';
import { missingChunkPage } from './missing-chunk';

// The pages a sign-in leads to, loaded by their routes and ahead of them (preloadSignedInShell).
export const loadShell = () => import('@/pages/mfe-host');
export const loadHomePage = () => import('@/pages/home');

/** A route's `lazy`: the page's code loads when the route is first opened (see missingChunkPage when it is gone). */
export const lazyPage = (load: () => Promise<ComponentType>) => () =>
  load().then(
    (Component) => ({ Component }),
    (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return { Component: missingChunkPage(error) };
    },
  );

/**
 * Fetches the signed-in shell's code while a sign-in's token request is under way, so that the shell paints as the
 * token comes rather than one round trip later. The HTML sanitiser too: banners of server HTML often show on the first
 * screen, and asked for as their answer came, it would come a round trip after them.
 */
export function preloadSignedInShell(): void {
  void loadShell();
  void loadHomePage();
  void loadHtmlSanitizer().catch(() => undefined);
}
