import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * What ships: the shell's code, the reference server, and the test harness it loads for contract verification. The
 * module SDK (a dependency of the shell, published on its own) declares what it imports in its own package.json.
 */
const SHIPPED = ['src', 'server/src', 'server/test-harness'];
/** Used only by tests and scripts, never loaded by the running server. */
const TEST_ONLY = [/\.test\.tsx?$/, /^server\/test-harness\/(hostile-input|test-server)\//, /^src\/.*\/testing\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; relative, aliased and node: imports are none. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|@\/|@test-support|node:|virtual:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map(packageOf).filter((name): name is string => name !== null);
}

const shippedFiles = SHIPPED.flatMap((dir) => sourceFiles(join(root, dir))).filter(
  (file) => !TEST_ONLY.some((pattern) => pattern.test(relative(root, file))),
);
const usedByShipped = new Set(shippedFiles.flatMap(importsOf));

/** A package the shipped code imports may need others beside it (MUI needs @emotion/styled): its peers. */
const peersOfUsed = new Set(
  [...usedByShipped].flatMap((name) => {
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    return Object.keys(manifest.peerDependencies ?? {});
  }),
);

describe('the dependencies in package.json', () => {
  it('lists as a runtime dependency only what the shell or the server imports, or what those need beside them', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !usedByShipped.has(name) && !peersOfUsed.has(name));
    expect(unused).toEqual([]);
  });

  it('lists every package the shipped code imports as a runtime dependency, not a development one', () => {
    const misplaced = [...usedByShipped].filter((name) => !(name in pkg.dependencies)).sort();
    expect(misplaced).toEqual([]);
  });
});

describe("the module SDK's package.json (modules/sdk)", () => {
  it('names every package its shipped files import as a peer: the module brings them, the shell shares them', () => {
    const sdk = JSON.parse(readFileSync(join(root, 'modules/sdk/package.json'), 'utf8')) as {
      name: string;
      peerDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    const sdkFiles = sourceFiles(join(root, 'modules/sdk')).filter(
      (file) => !/\/(dist|node_modules)\//.test(file) && !TEST_ONLY.some((pattern) => pattern.test(file)),
    );
    const imported = new Set(sdkFiles.flatMap(importsOf).filter((name) => name !== sdk.name));
    const declared = { ...sdk.peerDependencies, ...sdk.dependencies };
    expect([...imported].filter((name) => !(name in declared)).sort()).toEqual([]);
    expect(imported).toContain('vite');
  });
});
