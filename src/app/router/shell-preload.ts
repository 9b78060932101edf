import { createEffect, sample } from 'effector';

import { restoreSessionFx, signInSent } from '@/entities/session';
import { loadHtmlSanitizer } from '@/shared/lib/sanitize';

import { loadSignedInFeatures } from '../model/session-lifecycle';
import { loadShellDataReads } from '../model/shell-warm-up';
import { loadModuleDiscovery } from './module-routes';
import { loadAccessGuard, loadHomePage, loadShell } from './page-loaders';

/**
 * Fetches the signed-in shell's code while a sign-in's token request is under way, so that the shell paints as the
 * token comes rather than one round trip later. The HTML sanitiser too: banners of server HTML often show on the first
 * screen, and asked for as their answer came, it would come a round trip after them.
 */
function preloadSignedInShell(): void {
  void loadShell();
  void loadHomePage();
  void loadAccessGuard().catch(() => undefined);
  void loadModuleDiscovery().catch(() => undefined);
  void loadHtmlSanitizer().catch(() => undefined);
}

// A task later: the token request goes out first, and the code (the shell's and the signed-in features' models) comes
// beside it rather than ahead of it.
const preloadShellFx = createEffect(() => {
  setTimeout(() => {
    preloadSignedInShell();
    void loadSignedInFeatures();
    void loadShellDataReads().catch(() => undefined);
  }, 0);
});

// A sign-in that is sending for its tokens will show the shell next: its code comes alongside the token request.
sample({ clock: signInSent, target: preloadShellFx });

// A restored session's module pages need their guard and routes too: fetched as the session is known, from the build
// the tab runs (a deploy later would have removed them).
const preloadModuleRoutingFx = createEffect(async () => {
  await Promise.all([loadAccessGuard(), loadModuleDiscovery()]);
});
sample({ clock: restoreSessionFx.doneData, filter: Boolean, target: preloadModuleRoutingFx });
