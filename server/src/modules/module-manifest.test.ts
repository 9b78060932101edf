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
  it('announces the entries of the TRELLIS_MODULES file, read again when it changes, and not the shell’s built-ins', async () => {
    const manifest = moduleManifest(file, silent);
    app = await buildServer({ db, openapiDir, testMode: false, modules: manifest });
    const ids = async () =>
      ((await app!.inject({ method: 'GET', url: '/config.json' })).json().modules as { id: string }[]).map(
        (entry) => entry.id,
      );
    expect(await ids()).toEqual([]);
    writeFileSync(file, JSON.stringify([evidence, { ...evidence, path: '/evidence-again' }]));
    expect(await ids()).toEqual(['evidence']);
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

  it('announces no module when the file is not JSON, and says so', async () => {
    writeFileSync(file, '[{ not json');
    const said: string[] = [];
    const entries = moduleManifest(file, (message) => said.push(message))();
    expect(entries).toEqual([]);
    expect(said).toHaveLength(1);
  });
});
