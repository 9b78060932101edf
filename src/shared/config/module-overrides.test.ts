import { describe, expect, it } from 'vitest';

import type { ModuleManifestEntry } from './module-manifest';
import { readModulesSetting } from './module-manifest';
import { applyModuleOverrides } from './module-override-entries';
import { isLocalEntry, withOverrideParams } from './module-overrides';

const risk: ModuleManifestEntry = {
  id: 'risk',
  path: '/risk',
  entry: 'https://modules.example.com/risk/entry.js',
  title: 'Risk',
  integrity: 'sha384-abc',
};

describe('config.json’s modules', () => {
  it('reads the first form, an array of entries, with overrides off', () => {
    expect(readModulesSetting([risk])).toEqual({ entries: [risk], allowOverrides: false });
  });

  it('reads { entries, allowOverrides }, overrides on only when it says exactly true', () => {
    expect(readModulesSetting({ entries: [risk], allowOverrides: true })).toEqual({
      entries: [risk],
      allowOverrides: true,
    });
    expect(readModulesSetting({ entries: [risk], allowOverrides: 'yes' }).allowOverrides).toBe(false);
    expect(readModulesSetting(7)).toEqual({ entries: [], allowOverrides: false });
  });

  it('keeps an entry’s further origins for calls and images, and leaves out an entry whose origins are not http(s)', () => {
    const own = { ...risk, connect: ['https://api.risk.test'], images: ['https://cdn.risk.test'] };
    expect(readModulesSetting([own]).entries).toEqual([own]);
    expect(readModulesSetting([{ ...risk, connect: ['javascript:alert(1)'] }]).entries).toEqual([]);
  });
});

describe('module overrides', () => {
  it('point at the developer’s machine only', () => {
    expect(isLocalEntry('http://localhost:5174/entry.js')).toBe(true);
    expect(isLocalEntry('http://127.0.0.1:5174/entry.js')).toBe(true);
    expect(isLocalEntry('https://evil.example/entry.js')).toBe(false);
    expect(isLocalEntry('http://localhost.evil.example/entry.js')).toBe(false);
  });

  it('are set by id=url, ended by id=, all ended by an empty value, and ignore other addresses', () => {
    const set = withOverrideParams({}, ['risk=http://localhost:5174/entry.js', 'audit=https://evil.example/x.js']);
    expect(set).toEqual({ risk: 'http://localhost:5174/entry.js' });
    expect(withOverrideParams({ ...set, audit: 'http://localhost:5175/entry.js' }, ['risk='])).toEqual({
      audit: 'http://localhost:5175/entry.js',
    });
    expect(withOverrideParams(set, [''])).toEqual({});
  });

  it('replace the address of the module they name, without its integrity, and say which they replaced', () => {
    const other = { ...risk, id: 'audit', path: '/audit' };
    const { entries, applied } = applyModuleOverrides([risk, other], {
      risk: 'http://localhost:5174/entry.js',
      nosuch: 'http://localhost:5175/entry.js',
    });
    expect(entries).toEqual(
      [{ ...risk, entry: 'http://localhost:5174/entry.js', integrity: undefined }, other].map(
        (entry) => JSON.parse(JSON.stringify(entry)) as ModuleManifestEntry,
      ),
    );
    expect(applied).toEqual([{ id: 'risk', entry: 'http://localhost:5174/entry.js', replaced: risk.entry }]);
  });
});
