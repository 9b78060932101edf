import { createEffect, createEvent, sample } from 'effector';
import { rewriteConnectedAppLinks } from '../lib/watch-links';

/** The user's permissions were loaded: rewriting runs only with AccessToMyOT. */
export const linkRewritingAllowed = createEvent<boolean>();

let stopWatching: (() => void) | null = null;

const startRewritingFx = createEffect(() => {
  stopWatching ??= rewriteConnectedAppLinks(document.body);
});
const stopRewritingFx = createEffect(() => {
  stopWatching?.();
  stopWatching = null;
});

sample({ clock: linkRewritingAllowed, filter: (allowed) => allowed, target: startRewritingFx });
sample({ clock: linkRewritingAllowed, filter: (allowed) => !allowed, target: stopRewritingFx });
