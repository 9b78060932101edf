import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import type { Plugin } from 'vite';

/** In `<outDir>-sourcemaps/`: the release of the last build, the one `<outDir>/` holds. */
export const RELEASE_FILE = 'release';

function mapsBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mapsBelow(path);
    return path.endsWith('.map') ? [path] : [];
  });
}

/**
 * Source maps are built (`sourcemap: 'hidden'`: no script names its map) and moved out of what ships, to
 * `<outDir>-sourcemaps/<release>/`, so that no web server serves them: they are for the error-report tooling of
 * whoever runs the deployment (docs/deploying.md), not for every visitor. The folder is named by the release the error
 * reports carry, so that a report finds its maps; `<outDir>-sourcemaps/release` names the last build's release.
 */
export function sourceMapsAside(outDir = 'dist', release = 'local'): Plugin {
  return {
    name: 'trellis-source-maps-aside',
    apply: 'build',
    closeBundle() {
      const aside = join(`${outDir}-sourcemaps`, release);
      for (const map of mapsBelow(outDir)) {
        const target = join(aside, relative(outDir, map));
        mkdirSync(dirname(target), { recursive: true });
        renameSync(map, target);
      }
      writeFileSync(join(`${outDir}-sourcemaps`, RELEASE_FILE), `${release}\n`);
    },
  };
}
