export { handOverTarget } from './lib/hand-over-target';

export { linkRewritingAllowed } from './model/link-rewriting';
