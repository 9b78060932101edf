import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { moduleManifest } from './module-manifest.ts';

const openapiDir = new URL('../../../openapi', import.meta.url).pathname;
const db = openDatabase(':memory:');
const dir = mkdtempSync(join(tmpdir(), 'trellis-modules-'));
const file = join(dir, 'modules.json');
let app: Awaited<ReturnType<typeof buildServer>> | undefined;

const evidence = {
  id: 'evidence',
  path: '/evidence',
  entry: 'https://modules.example.com/evidence/entry.js',
  title: { 'en-us': 'Evidence', ar: 'الأدلة' },
};

afterEach(async () => {
  await app?.close();
  rmSync(file, { force: true });
});

const silent = () => undefined;

describe('the module manifest of /config.json', () => {
  it('announces the built-in stand-ins, then the entries of the TRELLIS_MODULES file, read again when it changes', async () => {
    const manifest = moduleManifest(file, silent);
    app = await buildServer({ db, openapiDir, testMode: false, modules: manifest });
    const ids = async () =>
      ((await app!.inject({ method: 'GET', url: '/config.json' })).json().modules as { id: string }[]).map(
        (entry) => entry.id,
      );
    expect(await ids()).toEqual(['home', 'reporting-benchmarking', 'organization']);
    writeFileSync(file, JSON.stringify([evidence, { ...evidence, path: '/evidence-again' }]));
    expect(await ids()).toEqual(['home', 'reporting-benchmarking', 'organization', 'evidence']);
  });

  it('admits the modules’ origins for scripts, and for nothing else', async () => {
    writeFileSync(file, JSON.stringify([evidence]));
    app = await buildServer({ db, openapiDir, testMode: false, modules: moduleManifest(file, silent) });
    const policy = String(
      (await app.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'],
    );
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://modules.example.com');
    expect(policy.replace(directive('script-src'), '')).not.toContain('modules.example.com');
  });

  it('leaves out an entry whose requires.host is no semver range, and says so; passes a range on', async () => {
    writeFileSync(
      file,
      JSON.stringify([
        { ...evidence, requires: { host: '^1.2.0' } },
        { ...evidence, id: 'odd', path: '/odd', requires: { host: 'the newest' } },
        { ...evidence, id: 'odder', path: '/odder', requires: 'host 1' },
      ]),
    );
    const said: string[] = [];
    const entries = moduleManifest(file, (message) => said.push(message))();
    expect(entries.map((entry) => entry.id)).toEqual(['home', 'reporting-benchmarking', 'organization', 'evidence']);
    expect(entries.at(-1)?.requires).toEqual({ host: '^1.2.0' });
    expect(said).toEqual([expect.stringContaining('"odd"'), expect.stringContaining('"odder"')]);
  });

  it('keeps the built-ins when the file is not JSON, and says so', async () => {
    writeFileSync(file, '[{ not json');
    const said: string[] = [];
    const entries = moduleManifest(file, (message) => said.push(message))();
    expect(entries.map((entry) => entry.id)).toEqual(['home', 'reporting-benchmarking', 'organization']);
    expect(said).toHaveLength(1);
  });
});
