/**
 * `npm run sbom [-- --output FILE]`: a CycloneDX SBOM of what ships (the runtime dependencies, not the development
 * ones), written by npm's own `npm sbom` (default: sbom.cdx.json).
 *
 * `npm sbom --omit dev` is not used: it leaves out every package a development tool also depends on (npm counts a
 * package as dev when any path to it passes a devDependency), React and zod among them. Instead npm reads a copy of
 * package.json and package-lock.json holding only the runtime tree, walked from the root's dependencies.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { output: { type: 'string', default: 'sbom.cdx.json' } } });

type Manifest = Record<string, unknown> & {
  devDependencies?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
  resolved?: string;
};
interface Lockfile {
  packages: Record<string, Manifest>;
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile;
const withoutDev = ({ devDependencies: _dev, ...rest }: Manifest) => rest;

/** Where npm finds `name` for the package at `from`: its own node_modules, then each folder up to the root's. */
function locate(from: string, name: string): string | null {
  for (
    let base = from;
    ;
    base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : ''
  ) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return null;
  }
}

/**
 * The packages that ship: reached from the root's dependencies through dependencies, optional dependencies and
 * required peers. An optional peer (the SDK's `vite`, needed only to build a module) is not reached.
 */
function runtimePaths(): Set<string> {
  const reached = new Set<string>(['']);
  const queue = [''];
  while (queue.length > 0) {
    const path = queue.pop()!;
    const entry = lock.packages[path]!;
    const target = entry.link && entry.resolved ? entry.resolved : path;
    const source = lock.packages[target] ?? entry;
    if (target !== path && !reached.has(target)) reached.add(target);
    const peers = Object.keys(source.peerDependencies ?? {}).filter(
      (name) => !source.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(source.dependencies ?? {}),
      ...Object.keys(source.optionalDependencies ?? {}),
      ...peers,
    ];
    for (const name of names) {
      const found = locate(path, name);
      if (found !== null && !reached.has(found)) {
        reached.add(found);
        queue.push(found);
      }
    }
  }
  return reached;
}

const shipped = runtimePaths();
const runtimePackages = Object.fromEntries(
  Object.entries(lock.packages)
    .filter(([path]) => shipped.has(path))
    // The root and the local packages it links (modules/sdk) ship without their development tools.
    .map(([path, entry]) => [path, path.includes('node_modules/') ? entry : withoutDev(entry)]),
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
