import { createEffect, sample } from 'effector';

import { signedIn, type StoredAuth } from '@/entities/session';

/** The shell's first reads' code: fetched as a sign-in sends for its token (shell-preload.ts), not by the sign-in page. */
export const loadShellDataReads = () => import('./shell-data-reads');

/** The shell's first reads (shell-data-reads.ts) go out as the token comes. */
const readShellDataFx = createEffect(async (auth: StoredAuth) => {
  (await loadShellDataReads()).readShellData(auth);
});

sample({ clock: signedIn, target: readShellDataFx });
