/**
 * `npm run sbom [-- --output FILE]`: a CycloneDX SBOM of what ships (the runtime dependencies, not the development
 * ones), written by npm's own `npm sbom` (default: sbom.cdx.json).
 *
 * `npm sbom --omit dev` is not used: it leaves out every package a development tool also depends on (npm counts a
 * package as dev when any path to it passes a devDependency), React and zod among them. Instead npm reads a copy of
 * package.json and package-lock.json holding only the runtime tree: the lockfile marks what only development needs
 * (`dev`), and what development needs but the runtime only optionally (`devOptional`: Vite and its tree, an optional
 * peer of @trellis/module-sdk, which a production install leaves out).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { output: { type: 'string', default: 'sbom.cdx.json' } } });

type Manifest = Record<string, unknown> & { devDependencies?: unknown };
interface Lockfile {
  packages: Record<string, Manifest & { dev?: boolean; devOptional?: boolean }>;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
const withoutDev = ({ devDependencies: _dev, ...rest }: Manifest) => rest;
const runtimePackages = Object.fromEntries(
  Object.entries(lock.packages)
    .filter(([, entry]) => !entry.dev && !entry.devOptional)
    .map(([path, entry]) => [path, path === '' ? withoutDev(entry) : entry]),
);

const temporary = mkdtempSync(join(tmpdir(), 'trellis-sbom-'));
// npm names the SBOM's subject after its folder.
const work = join(temporary, String(manifest.name));
mkdirSync(work);
try {
  writeFileSync(join(work, 'package.json'), JSON.stringify(withoutDev(manifest)));
  writeFileSync(join(work, 'package-lock.json'), JSON.stringify({ ...lock, packages: runtimePackages }));
  const npm = spawnSync(
    'npm',
    ['sbom', '--sbom-format', 'cyclonedx', '--sbom-type', 'application', '--package-lock-only'],
    {
      cwd: work,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (npm.status !== 0) {
    process.stderr.write(npm.stderr);
    process.exit(npm.status ?? 1);
  }
  const output = resolve(process.cwd(), values.output);
  writeFileSync(output, npm.stdout);
  const components = (JSON.parse(npm.stdout) as { components: unknown[] }).components.length;
  console.log(`CycloneDX SBOM of ${components} runtime packages written to ${output}`);
} finally {
  rmSync(temporary, { recursive: true, force: true });
}
