/**
 * `node deploy/shell/image-tree.ts OUT [--dist DIR]`: the production image's files, laid out under OUT as they are in
 * the image (deploy/shell/Containerfile copies OUT to /). The end-to-end test lays out the same tree and starts it
 * with the same entrypoint, so that what the test serves is what the image serves.
 *   OUT/usr/share/trellis/dist/            the build
 *   OUT/usr/share/trellis/trellis.conf     docs/nginx/trellis.conf, as it is
 *   OUT/usr/share/trellis/csp.template     the policy with stand-ins for what the environment names
 *   OUT/usr/share/trellis/csp-overrides.template   the same with `modules.allowOverrides` (policy-templates.ts)
 *   OUT/usr/share/trellis/release          the build's release (dist-sourcemaps/<release>/ holds its maps)
 *   OUT/usr/local/bin/trellis-start        the entrypoint (deploy/shell/start.sh)
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { RELEASE_FILE } from '../../scripts/source-maps-aside.ts';
import { policyTemplates } from './policy-templates.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function layOutImageTree(out: string, dist = join(root, 'dist')): string {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run npm run build first.`);
  const home = join(out, 'usr/share/trellis');
  const bin = join(out, 'usr/local/bin');
  mkdirSync(home, { recursive: true });
  mkdirSync(bin, { recursive: true });
  cpSync(dist, join(home, 'dist'), { recursive: true });
  copyFileSync(join(root, 'docs/nginx/trellis.conf'), join(home, 'trellis.conf'));
  const templates = policyTemplates(dist);
  writeFileSync(join(home, 'csp.template'), `${templates.plain}\n`);
  writeFileSync(join(home, 'csp-overrides.template'), `${templates.allowOverrides}\n`);
  // The release the build stamped into the app (vite.config.ts): the one its error reports carry.
  copyFileSync(join(`${dist}-sourcemaps`, RELEASE_FILE), join(home, 'release'));
  copyFileSync(join(root, 'deploy/shell/start.sh'), join(bin, 'trellis-start'));
  chmodSync(join(bin, 'trellis-start'), 0o755);
  return home;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
  const [out] = positionals;
  if (!out) {
    console.error('Usage: node deploy/shell/image-tree.ts OUT [--dist DIR]');
    process.exit(2);
  }
  console.log(
    `The production image's files are in ${layOutImageTree(resolve(out), values.dist && resolve(values.dist))}`,
  );
}
