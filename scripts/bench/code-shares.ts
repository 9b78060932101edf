import type { Rollup } from 'vite';

import { gzipBytes } from './request-figures.ts';
import type { LoggedRequest } from './request-log.ts';

/** Of each built script (by file name), the share of its code that is the app's own (`src/`), by rendered length. */
export type AppCodeShares = ReadonlyMap<string, number>;

const APP_SOURCE = /[\\/]src[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

export function appCodeShares(outputs: readonly Rollup.RollupOutput[]): AppCodeShares {
  const shares = new Map<string, number>();
  for (const chunk of outputs.flatMap((output) => output.output)) {
    if (chunk.type !== 'chunk') continue;
    const modules = Object.entries(chunk.modules);
    const total = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
    const own = modules
      .filter(([id]) => APP_SOURCE.test(id) && !NODE_MODULES.test(id))
      .reduce((sum, [, module]) => sum + module.renderedLength, 0);
    shares.set(chunk.fileName.replace(/^.*\//, ''), total ? own / total : 0);
  }
  return shares;
}

/**
 * How much of a page's JavaScript (gzip -9) is the app's own code rather than libraries: each script's gzip size
 * apportioned by the share of its code before minifying. An estimate, to tell what a budget leaves the app.
 */
export function appCodeGzip(entries: readonly LoggedRequest[], shares: AppCodeShares): number {
  return entries
    .filter((entry) => entry.type === 'script')
    .reduce((sum, entry) => {
      const file = new URL(entry.url).pathname.replace(/^.*\//, '');
      return sum + gzipBytes(entry.body) * (shares.get(file) ?? 0);
    }, 0);
}
