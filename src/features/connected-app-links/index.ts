export { handOverTarget, type HandOverTarget } from './lib/hand-over-target';
export { connectedAppHref } from './lib/rewrite-link';
export { rewriteConnectedAppLinks } from './lib/watch-links';
export { linkRewritingAllowed } from './model/link-rewriting';
