import { createEffect, sample } from 'effector';

import { signedIn, signInSent } from '@/entities/session';

import { preloadSignedInShell } from '../router/page-loaders';
import { loadSignedInFeatures } from './session-lifecycle';
import { readShellData } from './shell-data';

// A task later: the token request goes out first, and the code (the shell's and the signed-in features' models) comes
// beside it rather than ahead of it.
const preloadShellFx = createEffect(() => {
  setTimeout(() => {
    preloadSignedInShell();
    void loadSignedInFeatures();
  }, 0);
});

// Not with the signed-in features' code: waiting for it would put these reads a round trip later.
const readShellDataFx = createEffect(readShellData);

// A sign-in that is sending for its tokens will show the shell next: its code comes alongside the token request.
sample({ clock: signInSent, target: preloadShellFx });
sample({ clock: signedIn, target: readShellDataFx });
