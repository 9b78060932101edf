import { createEffect, sample } from 'effector';

import { signedIn, signInSent, type StoredAuth } from '@/entities/session';

import { preloadSignedInShell } from '../router/page-loaders';
import { loadSignedInFeatures } from './session-lifecycle';

// A task later: the token request goes out first, and the code (the shell's and the signed-in features' models) comes
// beside it rather than ahead of it.
const preloadShellFx = createEffect(() => {
  setTimeout(() => {
    preloadSignedInShell();
    void loadSignedInFeatures();
  }, 0);
});

/** The shell's first reads (shell-data.ts), with the signed-in features' code, which is on its way by then. */
const readShellDataFx = createEffect(async (auth: StoredAuth) => (await loadSignedInFeatures())?.readShellData(auth));

// A sign-in that is sending for its tokens will show the shell next: its code comes alongside the token request.
sample({ clock: signInSent, target: preloadShellFx });
sample({ clock: signedIn, target: readShellDataFx });
