import { readFileSync } from 'node:fs';

import { HOST_API_VERSION, SHARED_LIBRARIES, SHARED_LIBRARY_VERSIONS } from '@trellis/module-sdk';
import { describe, expect, it } from 'vitest';

const json = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
    version: string;
    license?: string;
    files?: string[];
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
const sdkPackage = json('./package.json');
const shellPackage = json('../../package.json');
const template = json('../onboarding/package.json');
const installedVersion = (name: string) => json(`../../node_modules/${name}/package.json`).version;

describe('@trellis/module-sdk', () => {
  it('is published under the shell’s licence, with its text in the package', () => {
    expect(sdkPackage.license).toBe(shellPackage.license);
    expect(sdkPackage.files).toContain('LICENSE');
    expect(readFileSync(new URL('./LICENSE', import.meta.url), 'utf8')).toBe(
      readFileSync(new URL('../../LICENSE', import.meta.url), 'utf8'),
    );
  });

  it('is versioned as the host API it describes', () => {
    expect(sdkPackage.version).toBe(HOST_API_VERSION);
  });

  it('names the versions of the shared libraries the shell has installed', () => {
    for (const [name, version] of Object.entries(SHARED_LIBRARY_VERSIONS)) expect(installedVersion(name)).toBe(version);
  });

  it('shares a package for every name of the import map', () => {
    const packages = new Set(
      SHARED_LIBRARIES.map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    );
    expect([...packages].sort()).toEqual(Object.keys(SHARED_LIBRARY_VERSIONS).sort());
  });
});

describe('the module template (modules/onboarding)', () => {
  it('asks the shared libraries as peers the shell satisfies, and tests with exactly the shell’s', () => {
    for (const [name, version] of Object.entries(SHARED_LIBRARY_VERSIONS)) {
      expect(template.peerDependencies?.[name]).toBe(`^${version}`);
      expect(template.devDependencies?.[name]).toBe(version);
    }
  });

  it('builds and tests with the shell’s versions of its tools', () => {
    const shellRanges = { ...shellPackage.dependencies, ...shellPackage.devDependencies };
    for (const [name, range] of Object.entries(template.devDependencies ?? {})) {
      if (name === '@trellis/module-sdk' || name in SHARED_LIBRARY_VERSIONS) continue;
      expect([name, shellRanges[name]]).toEqual([name, range]);
    }
  });
});
