import { attach, createEffect, createEvent, createStore, sample } from 'effector';

import { fetchRuntimeConfig, originOf } from '@/shared/config';

import { rewriteConnectedAppLinks } from '../lib/watch-links';

/** The user's permissions were loaded: rewriting runs only with AccessToMyOT. */
export const linkRewritingAllowed = createEvent<boolean>();

/** Stops the running watch of the page's links; null while none runs. */
const $stopWatching = createStore<(() => void) | null>(null, { serialize: 'ignore' });

const startRewritingFx = attach({
  source: $stopWatching,
  // A deployment that names no connected application has no links to rewrite.
  effect: createEffect(async (running: (() => void) | null) => {
    if (running) return running;
    const appOrigin = originOf((await fetchRuntimeConfig()).links.connectedAppOrigin);
    return appOrigin ? rewriteConnectedAppLinks(document.body, appOrigin) : null;
  }),
});
const stopRewritingFx = attach({
  source: $stopWatching,
  effect: createEffect((running: (() => void) | null) => running?.()),
});

$stopWatching.on(startRewritingFx.doneData, (_, stop) => stop).reset(stopRewritingFx.done);

sample({ clock: linkRewritingAllowed, filter: (allowed) => allowed, target: startRewritingFx });
sample({ clock: linkRewritingAllowed, filter: (allowed) => !allowed, target: stopRewritingFx });
